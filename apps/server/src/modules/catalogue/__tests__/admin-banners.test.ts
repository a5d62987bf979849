import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_BRAND, calls, operatorCalls } from '@pisoplay/contract';
import type { AdminBanner, HomeIndex, PayloadOf, Session } from '@pisoplay/contract';
import {
  call,
  okData,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';

// Docs: docs/back-office.md, "News, help and banners".
type BannerSave = PayloadOf<typeof operatorCalls.adminBannerSave>;

describe('operators manage the home banners', () => {
  let app: FastifyInstance;
  let admin: Session;
  let support: Session;
  const tag = randomInt(1e9);
  const created: number[] = [];

  beforeAll(async () => {
    app = await testApp();
    admin = await signInOperator(app, `banner-admin-${tag}`, 'admin');
    support = await signInOperator(app, `banner-support-${tag}`, 'support');
  });
  afterAll(async () => {
    // The other suites read the seeded banners only.
    for (const id of created) {
      await signedCall(app, admin, operatorCalls.adminBannerDelete, { id, reason: 'QA cleanup' });
    }
    await app.close();
  });

  const index = async (brand: string): Promise<HomeIndex> =>
    brand === DEFAULT_BRAND
      ? okData(call(app, calls.memberIndex))
      : okData(call(app, calls.memberIndexTag, undefined, { params: { tag: brand } }));

  const banner = (over: Partial<BannerSave> = {}): BannerSave => ({
    brand: 'luzon',
    type: 1,
    link: '/s-vip',
    back_color: '#1A2B3C',
    headline: 'Weekend Reload',
    subline: 'Every Saturday',
    sorting: 0,
    state: 1,
    reason: 'Weekend campaign',
    ...over,
  });

  async function save(payload: BannerSave): Promise<AdminBanner> {
    const saved = await okData(signedCall(app, admin, operatorCalls.adminBannerSave, payload));
    if (!created.includes(saved.id)) created.push(saved.id);
    return saved;
  }

  async function auditRows(action: string, id: number) {
    const db = await testDatabase();
    return db.query<{ reason: string; detail: Record<string, unknown> }>(
      `SELECT reason, detail FROM audit_log WHERE action = $1 AND (detail->>'id')::int = $2
       ORDER BY id`,
      [action, id],
    );
  }

  it('shows a new banner at once in its brand’s home index (cached before), and only there', async () => {
    const before = await index('luzon');
    const others = await index('visayas');
    const saved = await save(banner());
    expect(saved).toMatchObject({
      brand: 'luzon',
      type: 1,
      back_color: '#1a2b3c',
      headline: 'Weekend Reload',
      state: 1,
      updated_name: `banner-admin-${tag}`,
    });
    expect(saved.url).toMatch(new RegExp(`^banners/${saved.id}-[0-9a-f]{8}\\.svg$`));

    const after = await index('luzon');
    expect(after.top.map((b) => b.id)).toEqual([saved.id, ...before.top.map((b) => b.id)]);
    expect(after.top[0]).toEqual({
      id: saved.id,
      url: saved.url,
      link: '/s-vip',
      back_color: '#1a2b3c',
    });
    expect((await index('visayas')).top).toEqual(others.top);

    // The image draws the banner's text.
    const image = await app.inject({ method: 'GET', url: `/img/${saved.url}` });
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('Weekend Reload');

    expect(await auditRows('banner.save', saved.id)).toMatchObject([
      {
        reason: 'Weekend campaign',
        detail: { id: saved.id, created: true, changes: { headline: { from: null } } },
      },
    ]);
  });

  it('shows a change at once, with a new image address; a switched-off banner leaves home', async () => {
    const saved = await save(banner({ headline: 'Before', sorting: 99_999 }));
    await index('luzon');
    const changed = await save(
      banner({
        id: saved.id,
        headline: 'After',
        link: 'https://example.ph/promo',
        sorting: 99_999,
      }),
    );
    expect(changed.url).not.toBe(saved.url);
    const home = await index('luzon');
    expect(home.top.find((b) => b.id === saved.id)).toEqual({
      id: saved.id,
      url: changed.url,
      link: 'https://example.ph/promo',
      back_color: '#1a2b3c',
    });
    const image = await app.inject({ method: 'GET', url: `/img/${changed.url}` });
    expect(image.body).toContain('After');

    const [, audit] = await auditRows('banner.save', saved.id);
    expect(audit).toMatchObject({
      detail: {
        created: false,
        changes: {
          headline: { from: 'Before', to: 'After' },
          link: { from: '/s-vip', to: 'https://example.ph/promo' },
        },
      },
    });
    expect(Object.keys(audit!.detail.changes as object).sort()).toEqual([
      'headline',
      'link',
      'url',
    ]);

    await save(banner({ id: saved.id, headline: 'After', state: 0, sorting: 99_999 }));
    expect((await index('luzon')).top.some((b) => b.id === saved.id)).toBe(false);
    const listed = await okData(
      signedCall(app, support, operatorCalls.adminBannerList, { brand: 'luzon' }),
    );
    expect(listed.find((b) => b.id === saved.id)).toMatchObject({ state: 0 });
    expect(listed.every((b) => b.brand === 'luzon')).toBe(true);
  });

  it('deletes a banner: gone from home at once and from the operators’ list, audited', async () => {
    const saved = await save(banner({ brand: DEFAULT_BRAND, sorting: 99_999 }));
    expect((await index(DEFAULT_BRAND)).top.some((b) => b.id === saved.id)).toBe(true);
    expect(
      await okData(
        signedCall(app, admin, operatorCalls.adminBannerDelete, { id: saved.id, reason: 'Ended' }),
      ),
    ).toBe(true);
    expect((await index(DEFAULT_BRAND)).top.some((b) => b.id === saved.id)).toBe(false);
    const listed = await okData(signedCall(app, admin, operatorCalls.adminBannerList, {}));
    expect(listed.some((b) => b.id === saved.id)).toBe(false);
    const db = await testDatabase();
    const [row] = await db.query('SELECT is_delete FROM banners WHERE id = $1', [saved.id]);
    expect(row).toEqual({ is_delete: 1 });
    expect(await auditRows('banner.delete', saved.id)).toMatchObject([
      {
        reason: 'Ended',
        detail: { id: saved.id, brand: DEFAULT_BRAND, headline: 'Weekend Reload' },
      },
    ]);
    const again = await signedCall(app, admin, operatorCalls.adminBannerDelete, {
      id: saved.id,
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a support operator (403) and bad payloads, with nothing changed', async () => {
    const db = await testDatabase();
    const count = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM banners WHERE is_delete = 0)
             + (SELECT count(*) FROM audit_log) AS n`,
        )
      )[0]!.n;
    const start = await count();
    const home = await index('luzon');

    const bySupport = await signedCall(app, support, operatorCalls.adminBannerSave, banner());
    expect(bySupport.statusCode).toBe(403);
    const deleteBySupport = await signedCall(app, support, operatorCalls.adminBannerDelete, {
      id: home.top[0]!.id,
      reason: 'Trying',
    });
    expect(deleteBySupport.statusCode).toBe(403);

    for (const [bad, status] of [
      [{ link: 'javascript:alert(1)' }, 400],
      [{ link: 'data:text/html,hi' }, 400],
      [{ link: '//evil.example/x' }, 400],
      [{ link: '/\\evil.example' }, 400],
      [{ link: 'http://example.ph' }, 400],
      [{ link: 'https://user:pw@example.ph' }, 400],
      [{ back_color: 'red' }, 400],
      [{ back_color: '#12345"/><script>' }, 400],
      [{ headline: '' }, 400],
      [{ headline: 'x'.repeat(41) }, 400],
      [{ type: 3 }, 400],
      [{ state: 2 }, 400],
      [{ reason: '' }, 400],
      [{ url: 'banners/1.svg' }, 400],
      [{ brand: 'nowhere' }, 404],
      [{ id: 999_999_999 }, 404],
    ] as const) {
      const reply = await signedCall(app, admin, operatorCalls.adminBannerSave, {
        ...banner(),
        ...bad,
      } as never);
      expect(reply.statusCode, JSON.stringify(bad)).toBe(status);
    }
    expect(await count()).toBe(start);
    expect(await index('luzon')).toEqual(home);
  });
});
