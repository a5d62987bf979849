import { describe, expect, it } from 'vitest';
import { ttlCache } from '../ttl-cache.ts';

describe('ttlCache', () => {
  it('shares one build between concurrent callers and rebuilds after the time limit', async () => {
    let clock = 0;
    let builds = 0;
    const cache = ttlCache<number>({ ttlMs: 1000, max: 10, now: () => clock });
    const build = async () => (builds += 1);
    expect(await Promise.all([cache.get('k', build), cache.get('k', build)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('k', build)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', build)).toBe(2);
  });

  it('forgets a failed build', async () => {
    const cache = ttlCache<string>({ ttlMs: 1000, max: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('drops the oldest entry past its bound', async () => {
    const cache = ttlCache<string>({ ttlMs: 60_000, max: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });
});
