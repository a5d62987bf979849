import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_TITLES,
  GAME_TYPES,
  LOYALTY_MESSAGES,
  LOYALTY_RULE_LIMITS,
  calls,
  operatorCalls,
} from '@pisoplay/contract';
import type { LoyaltyRules, PayloadOf, Session } from '@pisoplay/contract';
import {
  insertMember,
  servicesOf,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import { fund, kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';
import { GAME_SECRET } from '../../play/__tests__/play-fixtures.ts';
import { LOYALTY_RULE_MESSAGES } from '../loyalty/loyalty-rules-service.ts';
import { POINTS_MESSAGES } from '../points/points-service.ts';
import { atGame } from './rewards-fixtures.ts';

// Issue 26: what daily wins, invitations and points pay is the operator's, each change audited.
// Every test puts back what it changed: the rules are the whole database's.
let app: FastifyInstance;
let admin: Session;
let seeded: LoyaltyRules;

beforeAll(async () => {
  app = await testApp({ GAME_BUILTIN_SECRET: GAME_SECRET, DEPOSIT_TURNOVER_MULTIPLIER: '0' });
  admin = await signInOperator(app, 'loyalty-admin', 'admin');
  seeded = await rules(admin);
});
afterAll(() => app.close());

async function rules(operator: Session): Promise<LoyaltyRules> {
  const reply = await signedCall(app, operator, operatorCalls.adminLoyaltyRules);
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
}
async function ok<T>(reply: Promise<{ body: { status: boolean; data: T | string } }>) {
  const { body } = await reply;
  if (!body.status) throw new Error(String(body.data));
  return body.data as T;
}
const lastAudit = async (action: string) =>
  (
    await (
      await testDatabase()
    ).query<{ operator_username: string; reason: string; detail: Record<string, unknown> }>(
      'SELECT operator_username, reason, detail FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
      [action],
    )
  )[0];

const saveCheckin = (rewards: string[], operator = admin) =>
  signedCall(app, operator, operatorCalls.adminCheckinRewardsSave, { rewards, reason: 'Payday' });
const saveInvite = (input: Omit<PayloadOf<typeof operatorCalls.adminInviteRulesSave>, 'reason'>) =>
  signedCall(app, admin, operatorCalls.adminInviteRulesSave, { ...input, reason: 'Campaign' });
const saveRates = (rates: { game_type: number; points_per_100: number }[]) =>
  signedCall(app, admin, operatorCalls.adminPointsRatesSave, { rates, reason: 'Slots week' });
type ShopItemInput = Omit<PayloadOf<typeof operatorCalls.adminShopItemSave>, 'reason'>;
const saveItem = (item: ShopItemInput) =>
  signedCall(app, admin, operatorCalls.adminShopItemSave, { ...item, reason: 'New prizes' });

async function checkin(p: Player) {
  return ok(signedCall(app, p.session, calls.checkin));
}

describe('the loyalty rules', () => {
  it('serves the seeded rules to finance, and lets only an admin change them', async () => {
    const finance = await signInOperator(app, 'loyalty-finance', 'finance');
    expect(await rules(finance)).toEqual(seeded);
    expect(seeded.checkin_rewards).toEqual([
      '5.00',
      '5.00',
      '10.00',
      '10.00',
      '15.00',
      '20.00',
      '50.00',
    ]);
    expect(seeded.invite).toEqual({
      reward: '100.00',
      min_first_deposit: '200.00',
      daily_limit: 10,
    });
    // Every game type, those earning nothing too.
    expect(seeded.points_rates.map((r) => r.name)).toEqual(Object.values(CATEGORY_TITLES));
    expect(seeded.points_rates).toContainEqual({ game_type: 3, name: 'Slot', points_per_100: 10 });
    expect(seeded.shop_items.map((i) => [i.id, i.points, i.enabled])).toEqual([
      ['bonus-10', 500, true],
      ['bonus-25', 1_200, true],
      ['bonus-50', 2_200, true],
      ['voucher-50', 5_000, true],
      ['voucher-100', 9_500, true],
    ]);

    const refused = await saveCheckin(['9', '9', '9', '9', '9', '9', '9'], finance);
    expect(refused.statusCode).toBe(403);
    const support = await signInOperator(app, 'loyalty-support', 'support');
    expect((await signedCall(app, support, operatorCalls.adminLoyaltyRules)).statusCode).toBe(403);
    expect(await rules(admin)).toEqual(seeded);
  });

  it('refuses rules outside the limits, changing nothing', async () => {
    const { checkinRewardPhp, inviteMinFirstDepositPhp, pointsPer100 } = LOYALTY_RULE_LIMITS;
    const replies = [
      await saveCheckin(['5', '5', '10', '10', '15', '20']), // six days
      await saveCheckin(['0', '5', '10', '10', '15', '20', '50']),
      await saveCheckin(['5', '5', '10', '10', '15', '20', String(checkinRewardPhp.max + 1)]),
      await saveInvite({
        reward: '100',
        min_first_deposit: String(inviteMinFirstDepositPhp.min - 1),
        daily_limit: 10,
      }),
      await saveInvite({ reward: '100', min_first_deposit: '200', daily_limit: 0 }),
      await saveRates([{ game_type: 6, points_per_100: 10 }]), // no such game type
      await saveRates([{ game_type: 3, points_per_100: pointsPer100.max + 1 }]),
      await saveRates([
        { game_type: 3, points_per_100: 10 },
        { game_type: 3, points_per_100: 20 },
      ]),
      await saveItem({ kind: 'bonus', pesos: 0, points: 100, enabled: true }),
      await saveItem({ kind: 'bonus', pesos: 10, points: 0, enabled: true }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(400);
      expect(reply.body).toMatchObject({ status: false, code: 'ERR_VALIDATION' });
    }
    expect(await rules(admin)).toEqual(seeded);
  });

  it('pays the check-in reward an admin set, from the next claim, and audits the change', async () => {
    const p = await kycPlayer(app);
    expect((await checkin(p)).days[0]!.amount).toBe('5.00');
    try {
      const saved = await ok(saveCheckin(['7.50', '5', '10', '10', '15', '20', '80']));
      expect(saved.checkin_rewards).toEqual([
        '7.50',
        '5.00',
        '10.00',
        '10.00',
        '15.00',
        '20.00',
        '80.00',
      ]);
      expect((await checkin(p)).days.map((d) => d.amount)).toEqual(saved.checkin_rewards);
      expect(await ok(signedCall(app, p.session, calls.checkinClaim, {}))).toMatchObject({
        day: 1,
        amount: '7.50',
      });
      const [grant] = await servicesOf(app).ledger.grantsOf(p.uid);
      expect(grant).toMatchObject({ source: 'daily_win', amount: 750 });
      expect(await lastAudit('promo.checkin-rewards')).toMatchObject({
        operator_username: 'loyalty-admin',
        reason: 'Payday',
        detail: { rewards: ['7.50', '5', '10', '10', '15', '20', '80'] },
      });
    } finally {
      await ok(saveCheckin(seeded.checkin_rewards));
    }
  });

  it('settles invitees by the invitation rules in force: the reward, the minimum and the daily limit', async () => {
    const inviter = await kycPlayer(app);
    const q = await testDatabase();
    const invitee = async (deposit: number) => {
      const uid = await insertMember(q);
      await q.query('UPDATE members SET parent_uid = $2, kyc_status = 5 WHERE uid = $1', [
        uid,
        inviter.uid,
      ]);
      await fund(app, uid, deposit);
      return uid;
    };
    try {
      await ok(saveInvite({ reward: '50', min_first_deposit: '150', daily_limit: 1 }));
      await invitee(14_999); // below the new minimum
      await invitee(15_000);
      await invitee(15_000);
      const summary = await ok(signedCall(app, inviter.session, calls.invite));
      expect(summary).toMatchObject({
        reward: '50.00',
        min_first_deposit: '150.00',
        daily_limit: 1,
        total_rewarded: 1,
        total_earned: '50.00',
      });
      expect(summary.invitees.map((i) => [i.state, i.reason])).toEqual([
        ['deposited', LOYALTY_MESSAGES.inviteDailyLimit],
        ['rewarded', null],
        ['ineligible', LOYALTY_MESSAGES.inviteSmallDeposit('150')],
      ]);
      const grants = await servicesOf(app).ledger.grantsOf(inviter.uid);
      expect(grants.map((g) => [g.source, g.amount])).toEqual([['invite', 5_000]]);
      expect(await lastAudit('promo.invite-rules')).toMatchObject({
        reason: 'Campaign',
        detail: { reward: '50', min_first_deposit: '150', daily_limit: 1 },
      });
    } finally {
      const { reward, min_first_deposit, daily_limit } = seeded.invite;
      await ok(saveInvite({ reward, min_first_deposit, daily_limit }));
    }
  });

  it('earns points at the rates an admin set, from the next bet', async () => {
    const p = await kycPlayer(app);
    await fund(app, p.uid, 500_000);
    try {
      const saved = await ok(
        saveRates([
          { game_type: GAME_TYPES.slot, points_per_100: 0 },
          { game_type: GAME_TYPES.table, points_per_100: 20 },
        ]),
      );
      expect(saved.points_rates).toContainEqual({ game_type: 3, name: 'Slot', points_per_100: 0 });
      await (await atGame(app, p, GAME_TYPES.slot)).round(50_000); // ₱500 on slots: nothing
      await (await atGame(app, p, GAME_TYPES.table)).round(10_000); // ₱100 at 20: 20 points
      const earned = await ok(signedCall(app, p.session, calls.points, { page: 1, page_size: 10 }));
      expect(earned.balance).toBe(20);
      // The player's page lists the types that earn.
      expect(earned.rates.map((r) => r.game_type)).not.toContain(GAME_TYPES.slot);
      expect(earned.rates).toContainEqual({ game_type: 5, name: 'Table Game', points_per_100: 20 });
    } finally {
      await ok(
        saveRates(
          seeded.points_rates.map(({ game_type, points_per_100 }) => ({
            game_type,
            points_per_100,
          })),
        ),
      );
    }
  });
});

describe('the points shop an admin keeps', () => {
  const exchange = (p: Player, item_id: string, points?: number, key = randomUUID()) =>
    signedCall(app, p.session, calls.pointsExchange, { item_id, idempotency_key: key, points });
  const shopOf = async (p: Player) => ok(signedCall(app, p.session, calls.pointsShop));

  async function withPoints(pesos: number) {
    const p = await kycPlayer(app);
    await fund(app, p.uid, pesos * 100);
    await (await atGame(app, p, GAME_TYPES.slot)).round(pesos * 100);
    return p;
  }
  const restoreShop = async () => {
    await (
      await testDatabase()
    ).query(
      "DELETE FROM points_shop_items WHERE id NOT IN ('bonus-10', 'bonus-25', 'bonus-50', 'voucher-50', 'voucher-100')",
    );
    await ok(saveItem({ kind: 'bonus', pesos: 10, points: 500, enabled: true }));
  };

  it('sells a new item, refuses an exchange at a price no longer asked, and hides an item switched off', async () => {
    const p = await withPoints(20_000); // 2,000 points
    try {
      const added = await ok(saveItem({ kind: 'bonus', pesos: 30, points: 900, enabled: true }));
      expect(added.shop_items).toContainEqual(
        expect.objectContaining({ id: 'bonus-30', name: '₱30 Bonus', points: 900, enabled: true }),
      );
      expect((await shopOf(p)).items.map((i) => i.id)).toContain('bonus-30');

      await ok(saveItem({ kind: 'bonus', pesos: 10, points: 600, enabled: true }));
      expect((await exchange(p, 'bonus-10', 500)).body).toEqual({
        status: false,
        code: 'ERR_BUSINESS',
        data: POINTS_MESSAGES.priceChanged(600),
      });
      expect(
        (await ok(signedCall(app, p.session, calls.points, { page: 1, page_size: 5 }))).balance,
      ).toBe(2_000);
      const key = randomUUID();
      expect((await exchange(p, 'bonus-10', 600, key)).body).toMatchObject({
        status: true,
        data: { balance: 1_400 },
      });

      await ok(saveItem({ kind: 'bonus', pesos: 10, points: 600, enabled: false }));
      expect((await shopOf(p)).items.map((i) => i.id)).not.toContain('bonus-10');
      expect((await exchange(p, 'bonus-10', 600)).body).toMatchObject({
        status: false,
        data: POINTS_MESSAGES.unknownItem,
      });
      // The exchange made before answers its repeat still.
      expect((await exchange(p, 'bonus-10', 600, key)).body).toMatchObject({
        status: true,
        data: { balance: 1_400 },
      });
      expect(await lastAudit('promo.shop-item')).toMatchObject({
        reason: 'New prizes',
        detail: { kind: 'bonus', pesos: 10, points: 600, enabled: false },
      });
    } finally {
      await restoreShop();
    }
  });

  it('holds at most its limit of items, also when admins add many at once', async () => {
    try {
      const room = LOYALTY_RULE_LIMITS.shopItems - seeded.shop_items.length;
      const replies = await Promise.all(
        Array.from({ length: room + 5 }, (_, i) =>
          saveItem({ kind: 'voucher', pesos: 1_000 + i, points: 100_000, enabled: false }),
        ),
      );
      expect(replies.filter((r) => r.body.status)).toHaveLength(room);
      for (const refused of replies.filter((r) => !r.body.status)) {
        expect(refused.body).toMatchObject({
          code: 'ERR_BUSINESS',
          data: LOYALTY_RULE_MESSAGES.shopFull,
        });
      }
      expect((await rules(admin)).shop_items).toHaveLength(LOYALTY_RULE_LIMITS.shopItems);
      // A full shop still takes a change to an item it holds.
      expect(
        (await saveItem({ kind: 'bonus', pesos: 25, points: 1_200, enabled: true })).body.status,
      ).toBe(true);
    } finally {
      await restoreShop();
    }
  });
});
