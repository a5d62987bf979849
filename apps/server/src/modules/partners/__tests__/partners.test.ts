import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  appProviders,
  call,
  signIn,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import { bodySignature } from '../../../platform/crypto.ts';
import { ENTRY_TOKEN_PATH } from '../routes.ts';
import { DEMO_PARTNER } from '../rules.ts';

const OTHER_PARTNER = { id: 'other-wallet', key: 'other-wallet-key-0123456789abcdefghijkl' };

type EntryAnswer = {
  status: string;
  token?: string;
  expires_at?: string;
  entry_url?: string;
  message?: string;
};

describe('partner-wallet entry', () => {
  const clock = manualClock(Date.parse('2026-03-03T02:00:00Z'));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ PARTNER_KEYS: `${OTHER_PARTNER.id}=${OTHER_PARTNER.key}` }, { clock });
  });
  afterAll(() => app.close());

  /** What a partner's server sends: JSON signed over its raw bytes. */
  async function askForToken(
    body: object,
    options: { partner?: { id: string; key: string }; signature?: string; raw?: string } = {},
  ) {
    const partner = options.partner ?? DEMO_PARTNER;
    const raw = options.raw ?? JSON.stringify({ timestamp: clock.now(), ...body });
    const response = await app.inject({
      method: 'POST',
      url: ENTRY_TOKEN_PATH,
      headers: {
        'content-type': 'application/json',
        'x-partner-id': partner.id,
        'x-signature': options.signature ?? bodySignature(partner.key, raw),
      },
      payload: raw,
    });
    return { statusCode: response.statusCode, body: response.json<EntryAnswer>(), raw };
  }

  const userId = () => `wallet-${Math.random().toString(36).slice(2, 10)}`;

  it('issues a token for a partner user that signs in once, as a partner-wallet player', async () => {
    const user = userId();
    const asked = await askForToken({ user_id: user, game: 'jili_super_ace' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body.status).toBe('OK');
    const token = asked.body.token!;
    expect(Date.parse(asked.body.expires_at!) - clock.now()).toBe(2 * 60_000);
    const url = new URL(asked.body.entry_url!, 'http://x');
    expect(url.pathname).toBe('/partner-login');
    expect(Buffer.from(url.searchParams.get('token')!, 'base64').toString()).toBe(token);
    expect(url.searchParams.get('game')).toBe('jili_super_ace');

    const login = await call(app, calls.partnerLogin, { token });
    expect(login.body.status).toBe(true);
    const session = login.body.status ? login.body.data : null;
    const profile = await signedCall(app, session!, calls.memberDetail);
    expect(profile.body.status && profile.body.data).toMatchObject({
      third_party: DEMO_PARTNER.id,
      has_phone_number: false,
      kyc_status: 4,
    });

    // The token is stored hashed only.
    const db = await testDatabase();
    const stored = await db.query('SELECT 1 FROM partner_entry_tokens WHERE token_hash = $1', [
      token,
    ]);
    expect(stored).toHaveLength(0);
  });

  it('links the same partner user to the same player on every visit', async () => {
    const user = userId();
    const uids: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      clock.advance(1_000); // a later request, so not the same signed bytes
      const { body } = await askForToken({ user_id: user });
      const login = await call(app, calls.partnerLogin, { token: body.token! });
      const session = login.body.status ? login.body.data : null;
      const profile = await signedCall(app, session!, calls.memberDetail);
      if (profile.body.status) uids.push(profile.body.data.uid);
    }
    expect(uids).toHaveLength(2);
    expect(uids[0]).toBe(uids[1]);
  });

  it('refuses a token used twice (replay)', async () => {
    const { body } = await askForToken({ user_id: userId() });
    expect((await call(app, calls.partnerLogin, { token: body.token! })).body.status).toBe(true);
    const again = await call(app, calls.partnerLogin, { token: body.token! });
    expect(again.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
    expect(again.body.data).toMatch(/invalid, used or expired/);
  });

  it('refuses a token after its two minutes', async () => {
    const { body } = await askForToken({ user_id: userId() });
    clock.advance(2 * 60_000 + 1);
    const late = await call(app, calls.partnerLogin, { token: body.token! });
    expect(late.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
  });

  it('refuses a made-up token', async () => {
    const made = await call(app, calls.partnerLogin, { token: 'A'.repeat(43) });
    expect(made.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
  });

  it('refuses a bad signature, an unknown partner and a stale timestamp, creating nobody', async () => {
    const db = await testDatabase();
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM partner_members'))[0]!.n;
    const before = await count();
    const user = userId();

    const wrongKey = await askForToken(
      { user_id: user },
      { partner: { id: DEMO_PARTNER.id, key: OTHER_PARTNER.key } },
    );
    expect(wrongKey).toMatchObject({ statusCode: 401, body: { status: 'INVALID_SIGNATURE' } });

    const raw = JSON.stringify({ user_id: user, timestamp: clock.now() });
    const tampered = await askForToken(
      {},
      { raw: raw.replace(user, `${user}x`), signature: bodySignature(DEMO_PARTNER.key, raw) },
    );
    expect(tampered.statusCode).toBe(401);

    const unknown = await askForToken(
      { user_id: user },
      { partner: { id: 'nobody', key: DEMO_PARTNER.key } },
    );
    expect(unknown).toMatchObject({ statusCode: 401, body: { status: 'INVALID_SIGNATURE' } });

    const stale = await askForToken({ user_id: user, timestamp: clock.now() - 6 * 60_000 });
    expect(stale).toMatchObject({ statusCode: 401, body: { status: 'INVALID_SIGNATURE' } });

    const unsigned = await app.inject({
      method: 'POST',
      url: ENTRY_TOKEN_PATH,
      headers: { 'content-type': 'application/json', 'x-partner-id': DEMO_PARTNER.id },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('refuses the same signed request twice', async () => {
    const first = await askForToken({ user_id: userId() });
    expect(first.statusCode).toBe(200);
    const again = await askForToken({}, { raw: first.raw });
    expect(again).toMatchObject({ statusCode: 401, body: { status: 'INVALID_SIGNATURE' } });
  });

  it('answers a signed but malformed body with BAD_REQUEST', async () => {
    const bad = await askForToken({ user_id: 'has spaces and /slashes/' });
    expect(bad).toMatchObject({ statusCode: 400, body: { status: 'BAD_REQUEST' } });
    const extra = await askForToken({ user_id: userId(), amount: 5 });
    expect(extra.statusCode).toBe(400);
  });

  it('serves a second partner with its own key', async () => {
    const asked = await askForToken({ user_id: userId() }, { partner: OTHER_PARTNER });
    // 'other-wallet' has a key but is not a registered partner.
    expect(asked.statusCode).toBe(401);
    const db = await testDatabase();
    await db.query(
      `INSERT INTO partners (id, name, kind) VALUES ($1, 'Other', 'wallet') ON CONFLICT DO NOTHING`,
      [OTHER_PARTNER.id],
    );
    const registered = await askForToken({ user_id: userId() }, { partner: OTHER_PARTNER });
    expect(registered.statusCode).toBe(200);
  });
});

describe('mini-app entry', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('signs the shopper in once per authCode, always as the same player', async () => {
    const { shop } = appProviders(app);
    const shopper = { id: `shopper-${Math.random().toString(36).slice(2)}`, name: 'Ana' };
    const first = shop.issue(shopper);
    const login = await call(app, calls.miniAppLogin, { authCode: first });
    expect(login.body.status).toBe(true);
    const again = await call(app, calls.miniAppLogin, { authCode: first });
    expect(again.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });

    const second = await call(app, calls.miniAppLogin, { authCode: shop.issue(shopper) });
    const uidOf = async (result: typeof login) => {
      const session = result.body.status ? result.body.data : null;
      const profile = await signedCall(app, session!, calls.memberDetail);
      return profile.body.status ? profile.body.data : null;
    };
    const a = await uidOf(login);
    const b = await uidOf(second);
    expect(a?.uid).toBe(b?.uid);
    expect(a).toMatchObject({ third_party: 'shop', kyc_status: 0 });
  });

  it('refuses an authCode the shopping app never issued', async () => {
    const made = await call(app, calls.miniAppLogin, { authCode: 'not-a-real-code' });
    expect(made.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
  });

  it('lists the shop vouchers with their card images', async () => {
    const products = await call(app, calls.shopProducts, {});
    expect(products.body.status).toBe(true);
    const list = products.body.status ? products.body.data : [];
    expect(list[0]).toEqual({
      img: 'shop/voucher-100.svg',
      link: '/sim/shop/product/1',
      name: 'PisoPlay Gift Voucher ₱100',
      price: '100.00',
    });
    const image = await app.inject({ url: `/img/${list[0]!.img}` });
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('₱100');
  });

  it('sells a voucher code on the shop simulator’s product page that a player can redeem', async () => {
    const product = await app.inject({ url: '/sim/shop/product/1' });
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('Buy voucher');
    const bought = await app.inject({ method: 'POST', url: '/sim/shop/product/1/buy' });
    expect(bought.statusCode).toBe(200);
    const code = /aria-label="Exchange code"[^>]*>([A-Z0-9-]+)</.exec(bought.body)?.[1];
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const player = await signIn(app, { kycStatus: 'fully_kyc' });
    const redeemed = await signedCall(app, player, calls.voucherExchange, {
      exchangeCode: code!,
      device: 'web',
    });
    expect(redeemed.body).toMatchObject({
      status: true,
      data: 'Voucher redeemed: PHP 100.00 added to your balance',
    });
    // Only this machine may buy codes; another address is not told the route exists.
    const outside = await app.inject({
      method: 'POST',
      url: '/sim/shop/voucher',
      payload: { amount: 100 },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(outside.statusCode).toBe(404);
  });

  it('asks for a shopper id with a pattern browsers accept', async () => {
    const page = await app.inject({ url: '/sim/shop/' });
    const pattern = /pattern="([^"]+)"/.exec(page.body)?.[1];
    // Browsers compile a pattern with the v flag, which refuses a bare '-' in a class.
    expect(() => new RegExp(pattern!.replaceAll('&#92;', '\\'), 'v')).not.toThrow();
  });

  it('serves both partner index pages', async () => {
    const wallet = await call(app, calls.memberIndexPartnerWallet, {});
    const mini = await call(app, calls.memberIndexMiniApp, {});
    expect(wallet.body.status && wallet.body.data.brand).toBe('partner-wallet');
    expect(mini.body.status && mini.body.data.brand).toBe('partner-miniapp');
    expect(wallet.body.status && Object.keys(wallet.body.data.list).length).toBeGreaterThan(0);
  });
});
