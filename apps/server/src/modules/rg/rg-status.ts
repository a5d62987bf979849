import { RG_LIMITS, centavosToAmount, moneyLimitOf, rgPeriodBounds } from '@pisoplay/contract';
import type { RgLimit, RgLimitKey, RgPeriod, RgRestriction, RgStatus } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';
import { depositedInPeriods } from '../finance/index.ts';
import { realityCheckMinutesOf, restrictionOf, rgLimitsOf } from '../members/index.ts';
import type { RgRestrictionRow } from '../members/index.ts';
import { playTotalsOf } from '../play/index.ts';
import type { PlayTotals } from '../play/index.ts';

/** A stored limit value on the wire: pesos ('500.00'), or minutes for the session limit. */
const wireValue = (key: RgLimitKey, value: number | null) =>
  value === null ? null : key === 'session' ? String(value) : centavosToAmount(value);

export const toRestriction = (r: RgRestrictionRow): RgRestriction => ({
  kind: r.kind,
  started_at: r.started_at.toISOString(),
  until: r.ends_at.toISOString(),
  irrevocable_until: r.irrevocable_until?.toISOString() ?? null,
  set_by: r.operator_id === null ? 'player' : 'operator',
});

/** What is used of a limit in its current period: pesos, or minutes of the play session. */
function usedOf(
  key: RgLimitKey,
  totals: PlayTotals,
  deposited: Record<RgPeriod, number>,
  now: number,
): { used: string; resetsAt: string | null } {
  const money = moneyLimitOf(key);
  if (!money) {
    const minutes = totals.session
      ? Math.floor((now - totals.session.startedAt.getTime()) / 60_000)
      : 0;
    return { used: String(minutes), resetsAt: null };
  }
  const bounds = rgPeriodBounds(money.period, now);
  const played = totals[money.period];
  const used =
    money.kind === 'deposit'
      ? deposited[money.period]
      : money.kind === 'wager'
        ? played.staked
        : Math.max(0, played.staked - played.won);
  return { used: centavosToAmount(used), resetsAt: new Date(bounds.end).toISOString() };
}

/**
 * `GET /member/rg`: every limit with its use this period, the reality check, the play session
 * (real money; docs/responsible-gaming.md) and the restriction in force.
 */
export async function readRgStatus(q: Queryable, uid: number, now: number): Promise<RgStatus> {
  const rows = await rgLimitsOf(q, uid);
  const totals = await playTotalsOf(q, uid, now);
  const deposited = await depositedInPeriods(q, uid, now);
  const limits = RG_LIMITS.map((key): RgLimit => {
    const row = rows.find((r) => r.limit_key === key);
    const { used, resetsAt } = usedOf(key, totals, deposited, now);
    return {
      limit: key,
      value: wireValue(key, row?.value ?? null),
      used,
      resets_at: resetsAt,
      pending: row?.pending_from
        ? { value: wireValue(key, row.pending_value), from: row.pending_from.toISOString() }
        : null,
    };
  });
  const restriction = await restrictionOf(q, uid, now);
  const session = totals.session;
  return {
    limits,
    reality_check_minutes: await realityCheckMinutesOf(q, uid),
    session: session && {
      started_at: session.startedAt.toISOString(),
      minutes: Math.floor((now - session.startedAt.getTime()) / 60_000),
      staked: centavosToAmount(session.staked),
      won: centavosToAmount(session.won),
      net: centavosToAmount(session.won - session.staked),
    },
    restriction: restriction && toRestriction(restriction),
  };
}
