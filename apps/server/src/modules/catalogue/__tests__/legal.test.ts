import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BRAND_TAGS, DEFAULT_BRAND, calls } from '@pisoplay/contract';
import { call, testApp, testDatabase } from '../../../test/harness.ts';
import { LEGAL_TITLES } from '../seed/legal-texts.ts';
import { seedCatalogue } from '../seed/seed.ts';
import { LEGAL_TITLES_FIL } from '../seed/legal-texts.fil.ts';
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

  describe('in the lang header’s language', () => {
    const fil = { headers: { lang: 'fil_PH' } };

    it('serves each text’s Filipino version, which says it is a translation the English prevails over', async () => {
      for (const [def, name] of [
        [calls.terms, 'terms'],
        [calls.privacy, 'privacy'],
        [calls.faq, 'faq'],
      ] as const) {
        const text = dataOf(await call(app, def, {}, fil));
        expect(text.title).toBe(LEGAL_TITLES_FIL[name]);
        const [first, ...rest] = text.content.split('\n\n');
        expect(first).toContain('salin sa Filipino');
        expect(first).toContain(`"${LEGAL_TITLES[name]}"`);
        expect(first).toContain('ang English na bersyon ang masusunod');
        expect(rest.length).toBeGreaterThan(6);
        const english = dataOf(await call(app, def, {}));
        expect(text.updated_at).toBe(english.updated_at);
      }
      const terms = dataOf(await call(app, calls.terms, { brand: 'visayas' }, fil));
      expect(terms.brand).toBe('visayas');
      expect(terms.content.toLowerCase()).toContain('visayas');
      expect(terms.content).toMatch(/21 taong gulang/);
    });

    it('are written into an already seeded database at its next start', async () => {
      const db = await testDatabase();
      await db.query("DELETE FROM legal_texts WHERE language = 'fil_PH'");
      expect(dataOf(await call(app, calls.faq, {}, fil)).title).toBe(LEGAL_TITLES.faq);
      expect((await seedCatalogue(db)).seeded).toBe(false);
      expect(dataOf(await call(app, calls.faq, {}, fil)).title).toBe(LEGAL_TITLES_FIL.faq);
    });

    it('serves the English text where a text has no Filipino version', async () => {
      const db = await testDatabase();
      const brand = `legal${Math.floor(Math.random() * 1e6)}`;
      await db.query(
        `INSERT INTO brands (brand, name, accent, logo, version) VALUES ($1, $1, '#000000', '', '1')`,
        [brand],
      );
      await db.query(
        `INSERT INTO legal_texts (brand, name, title, content) VALUES ($1, 'terms', 'Terms of Use', 'English only.')`,
        [brand],
      );
      const text = dataOf(await call(app, calls.terms, { brand }, fil));
      expect(text).toMatchObject({ brand, title: 'Terms of Use', content: 'English only.' });
      // A document the brand lacks is the default brand's, in the language asked for.
      const privacy = dataOf(await call(app, calls.privacy, { brand }, fil));
      expect(privacy).toMatchObject({ brand: DEFAULT_BRAND, title: LEGAL_TITLES_FIL.privacy });
    });
  });
});
