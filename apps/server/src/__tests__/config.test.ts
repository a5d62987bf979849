import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('reads a proxy hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it('stops the boot with the reason on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
  });

  it('takes a replica or a direct address only beside the primary', () => {
    const primary = 'postgres://app@db:5432/pisoplay';
    expect(() => loadConfig({ DATABASE_READ_URL: primary })).toThrow(/set DATABASE_URL too/);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: primary })).toThrow(/set DATABASE_URL too/);
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@pooler:6432/pisoplay',
      DATABASE_READ_URL: 'postgres://app@replica:5432/pisoplay',
      DATABASE_DIRECT_URL: primary,
    });
    expect(config.DATABASE_DIRECT_URL).toBe(primary);
  });
});
