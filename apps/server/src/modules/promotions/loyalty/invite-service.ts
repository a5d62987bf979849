import {
  CASH_TYPES,
  KYC_VERIFIED_STATUSES,
  LOYALTY_MESSAGES,
  REFERRAL_QUERY_PARAM,
  centavosToAmount,
  kycStatusNumber,
  mask,
} from '@pisoplay/contract';
import type { InviteRules, InviteState, InviteSummary, Invitee } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import { firstDepositCredited } from '../../ledger/index.ts';
import { findMember, invitedMembers, invitedMembersWithStatus } from '../../members/index.ts';
import type { InviteeRow } from '../../members/index.ts';
import { philippineDay } from '../service.ts';
import type { PromotionContext } from '../service.ts';
import {
  insertInviteReward,
  inviteRules,
  lockInviter,
  rewardsOfInviter,
  settledInvitees,
} from './invite-queries.ts';
import type { InviteRewardRow, InviteRulesRow } from './invite-queries.ts';

const VERIFIED = KYC_VERIFIED_STATUSES.map(kycStatusNumber);
/** How many verified invitees the job reads at a time. */
const JOB_PAGE = 500;

type Inviter = { uid: number; phone: string; reg_device_no: string; device_number: string };

/** What the rules need to know of an invitee now. */
type InviteeFacts = {
  /** Why no reward can ever be paid for them, or null. */
  ineligible: string | null;
  verified: boolean;
  /** Their first deposit credited (centavos), or null before it. */
  firstDeposit: number | null;
};

/** Whole pesos as the player reads them in a sentence: '200', or '150.50'. */
const pesos = (centavos: number) => centavosToAmount(centavos).replace(/\.00$/, '');

/** The last 10 digits: the same mobile number under another country code is the same phone. */
const nationalNumber = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** Why an invitee can never earn their inviter a reward (self, shared device or phone). */
export function ineligibility(inviter: Inviter, invitee: Omit<InviteeRow, 'parent_uid'>) {
  if (invitee.uid === inviter.uid) return LOYALTY_MESSAGES.inviteSelf;
  const device = invitee.reg_device_no;
  if (device && (device === inviter.reg_device_no || device === inviter.device_number)) {
    return LOYALTY_MESSAGES.inviteSameDevice;
  }
  const phone = nationalNumber(invitee.phone);
  if (phone && phone === nationalNumber(inviter.phone)) return LOYALTY_MESSAGES.inviteSamePhone;
  return null;
}

async function factsOf(
  q: Queryable,
  rules: InviteRulesRow,
  inviter: Inviter,
  invitee: InviteeRow,
): Promise<InviteeFacts> {
  const first = await firstDepositCredited(q, invitee.uid);
  const ineligible =
    ineligibility(inviter, invitee) ??
    (first && first.amount < rules.min_first_deposit
      ? LOYALTY_MESSAGES.inviteSmallDeposit(pesos(rules.min_first_deposit))
      : null);
  return {
    ineligible,
    verified: VERIFIED.includes(invitee.kyc_status),
    firstDeposit: first?.amount ?? null,
  };
}

/** The rules as the player and the operator read them, in pesos. */
export const toInviteRules = (rules: InviteRulesRow): InviteRules => ({
  reward: centavosToAmount(rules.reward),
  min_first_deposit: centavosToAmount(rules.min_first_deposit),
  daily_limit: rules.daily_limit,
});

/** Where an invitee not settled yet stands; both conditions met means the daily limit holds it. */
function pendingState(facts: InviteeFacts): { state: InviteState; reason: string | null } {
  if (facts.firstDeposit !== null && facts.verified) {
    return { state: 'deposited', reason: LOYALTY_MESSAGES.inviteDailyLimit };
  }
  if (facts.firstDeposit !== null) return { state: 'deposited', reason: null };
  return { state: facts.verified ? 'verified' : 'signed_up', reason: null };
}

function toInvitee(
  row: InviteeRow,
  settled: InviteRewardRow | undefined,
  facts: InviteeFacts | null,
): Invitee {
  const base = { name: mask(row.username), joined_at: row.created_at.toISOString() };
  if (settled?.state === 'rewarded') {
    return { ...base, state: 'rewarded', reason: null, reward: centavosToAmount(settled.amount!) };
  }
  if (settled) return { ...base, state: 'ineligible', reason: settled.reason, reward: null };
  return { ...base, ...pendingState(facts!), reward: null };
}

/** Invitations (docs/promotions.md, "Invitations"): the code, the invitees, the rewards. */
export function createInviteService(ctx: PromotionContext) {
  /**
   * Settles what one inviter is owed now, in one transaction under the inviter's lock: records
   * invitees who can never qualify, and pays each qualifying invitee once (the grant's source
   * reference is the invitee), at most the daily limit per Philippine day; the rest wait.
   */
  async function settleInviter(inviterUid: number): Promise<void> {
    await ctx.db.transaction(async (tx) => {
      await lockInviter(tx, inviterUid);
      const now = ctx.clock.now();
      const inviter = await findMember(tx, inviterUid);
      if (!inviter) return;
      // The rules as the operator set them when the invitee is settled.
      const rules = await inviteRules(tx);
      const settled = await rewardsOfInviter(tx, inviterUid);
      const done = new Set(settled.map((r) => r.invitee_uid));
      const today = philippineDay(now).date;
      let paidToday = settled.filter((r) => r.state === 'rewarded' && r.day === today).length;
      for (const invitee of await invitedMembers(tx, inviterUid)) {
        if (done.has(invitee.uid)) continue;
        const facts = await factsOf(tx, rules, inviter, invitee);
        const record = {
          invitee_uid: invitee.uid,
          inviter_uid: inviterUid,
          settledAt: new Date(now),
        };
        if (facts.ineligible) {
          await insertInviteReward(tx, {
            ...record,
            state: 'ineligible',
            reason: facts.ineligible,
          });
        } else if (facts.verified && facts.firstDeposit !== null && paidToday < rules.daily_limit) {
          const { grant } = await ctx.ledger.grantBonus(
            {
              uid: inviterUid,
              source: 'invite',
              sourceRef: String(invitee.uid),
              amount: rules.reward,
              cashType: CASH_TYPES.inviteReward,
              now,
            },
            tx,
          );
          await insertInviteReward(tx, {
            ...record,
            state: 'rewarded',
            reason: null,
            amount: rules.reward,
            day: today,
            grantId: grant.id,
          });
          paidToday += 1;
        }
      }
    });
  }

  return {
    settleInviter,

    /** The caller's code, link and invitees, after settling what they are owed. */
    async summary(uid: number): Promise<InviteSummary> {
      await settleInviter(uid);
      const member = await findMember(ctx.db, uid);
      if (!member) throw new Error(`No member ${uid}`);
      const rules = await inviteRules(ctx.db);
      const settled = new Map((await rewardsOfInviter(ctx.db, uid)).map((r) => [r.invitee_uid, r]));
      const invitees: Invitee[] = [];
      for (const row of (await invitedMembers(ctx.db, uid)).reverse()) {
        const own = settled.get(row.uid);
        invitees.push(toInvitee(row, own, own ? null : await factsOf(ctx.db, rules, member, row)));
      }
      const rewarded = [...settled.values()].filter((r) => r.state === 'rewarded');
      return {
        referral_code: member.referral_code,
        link_path: `/?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(member.referral_code)}`,
        ...toInviteRules(rules),
        invitees,
        total_rewarded: rewarded.length,
        total_earned: centavosToAmount(rewarded.reduce((sum, r) => sum + r.amount!, 0)),
      };
    },

    /**
     * The job's pass: every inviter with a verified invitee not settled yet is settled. Pull-style,
     * like the mystery box: KYC and finance sit below promotions and push nothing up.
     */
    async settleOwed(): Promise<number> {
      const inviters = new Set<number>();
      for (let after = 0; ;) {
        const page = await invitedMembersWithStatus(ctx.db, VERIFIED, after, JOB_PAGE);
        if (page.length === 0) break;
        const done = await settledInvitees(
          ctx.db,
          page.map((r) => r.uid),
        );
        for (const r of page) if (!done.has(r.uid)) inviters.add(r.parent_uid);
        after = page[page.length - 1]!.uid;
      }
      for (const inviter of inviters) await settleInviter(inviter);
      return inviters.size;
    },
  };
}

export type InviteService = ReturnType<typeof createInviteService>;
