import type { Queryable } from '../../../db/database.ts';

/** How an invitee was settled for their inviter (docs/promotions.md, "Invitations"). */
export type InviteRewardRow = {
  invitee_uid: number;
  inviter_uid: number;
  state: 'rewarded' | 'ineligible';
  reason: string | null;
  amount: number | null;
  day: string | null;
};

const COLUMNS = 'invitee_uid, inviter_uid, state, reason, amount, day::text AS day';

/** The settled invitees of an inviter. */
export async function rewardsOfInviter(q: Queryable, inviterUid: number) {
  return q.query<InviteRewardRow>(`SELECT ${COLUMNS} FROM invite_rewards WHERE inviter_uid = $1`, [
    inviterUid,
  ]);
}

/** Which of these invitees are settled already. */
export async function settledInvitees(q: Queryable, inviteeUids: number[]): Promise<Set<number>> {
  if (inviteeUids.length === 0) return new Set();
  const rows = await q.query<{ invitee_uid: number }>(
    'SELECT invitee_uid FROM invite_rewards WHERE invitee_uid = ANY($1::int[])',
    [inviteeUids],
  );
  return new Set(rows.map((r) => r.invitee_uid));
}

/** Records an invitee as settled; a second record of the same invitee is refused by its key. */
export async function insertInviteReward(
  q: Queryable,
  r: Omit<InviteRewardRow, 'amount' | 'day'> & {
    amount?: number;
    day?: string;
    grantId?: number;
    settledAt: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO invite_rewards
       (invitee_uid, inviter_uid, state, reason, amount, grant_id, day, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8)`,
    [
      r.invitee_uid,
      r.inviter_uid,
      r.state,
      r.reason,
      r.amount ?? null,
      r.grantId ?? null,
      r.day ?? null,
      r.settledAt,
    ],
  );
}

/**
 * Serialises the settling of one inviter's rewards (the daily limit is counted under it): a
 * transaction lock of its own class (the ledger's money lock is class 90, 91 is taken).
 */
export async function lockInviter(q: Queryable, inviterUid: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(95, $1::integer)', [inviterUid]);
}

/** The invitation rules in force (table invite_rules, one row); amounts in centavos. */
export type InviteRulesRow = { reward: number; min_first_deposit: number; daily_limit: number };

export async function inviteRules(q: Queryable): Promise<InviteRulesRow> {
  const [row] = await q.query<InviteRulesRow>(
    'SELECT reward, min_first_deposit, daily_limit FROM invite_rules',
  );
  return row!;
}

export async function saveInviteRules(q: Queryable, rules: InviteRulesRow): Promise<void> {
  await q.query('UPDATE invite_rules SET reward = $1, min_first_deposit = $2, daily_limit = $3', [
    rules.reward,
    rules.min_first_deposit,
    rules.daily_limit,
  ]);
}
