import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BRAND_TAGS, DEFAULT_BRAND, calls } from '@pisoplay/contract';
import { call, testApp } from '../../../test/harness.ts';
import { dataOf } from './helpers.ts';

describe('GET /member/terms, /member/privacy, /member/faq', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('serves the default brand when no brand is asked for', async () => {
    const terms = dataOf(await call(app, calls.terms, {}));
    expect(terms.brand).toBe(DEFAULT_BRAND);
    expect(terms.title).toBe('Terms of Use');
    expect(new Date(terms.updated_at).toISOString()).toBe(terms.updated_at);
    const paragraphs = terms.content.split('\n\n');
    expect(paragraphs.length).toBeGreaterThan(10);
    expect(paragraphs.every((p) => p.trim() === p && p.length > 0)).toBe(true);
    expect(terms.content).toMatch(/21 years/);
    expect(terms.content).toMatch(/72 hours/);
    expect(terms.content).toMatch(/forfeited/);

    const privacy = dataOf(await call(app, calls.privacy, {}));
    expect(privacy.title).toBe('Privacy Policy');
    expect(privacy.content).toMatch(/Data Privacy Act of 2012/);
    const faq = dataOf(await call(app, calls.faq, {}));
    expect(faq.title).toBe('Frequently Asked Questions');
    expect(faq.content.split('\n\n').every((entry) => /\?\n|\.\n/.test(entry))).toBe(true);
  });

  it("serves each brand tag's own text, naming the brand", async () => {
    const base = dataOf(await call(app, calls.terms, { brand: DEFAULT_BRAND }));
    for (const tag of BRAND_TAGS) {
      for (const def of [calls.terms, calls.privacy, calls.faq]) {
        const text = dataOf(await call(app, def, { brand: tag }));
        expect(text.brand).toBe(tag);
        expect(text.content.toLowerCase()).toContain(tag);
      }
      const terms = dataOf(await call(app, calls.terms, { brand: tag }));
      expect(terms.content).not.toBe(base.content);
    }
  });

  it('falls back to the default brand for an unknown brand', async () => {
    const unknown = dataOf(await call(app, calls.privacy, { brand: 'atlantis' }));
    const base = dataOf(await call(app, calls.privacy, {}));
    expect(unknown).toEqual(base);
  });

  it('rejects a malformed brand', async () => {
    const result = await call(app, calls.faq, { brand: '../etc' });
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ code: 'ERR_VALIDATION' });
  });
});
