import {
  RG_COOL_OFF_PERIODS,
  RG_EXCLUSION_IRREVOCABLE_MONTHS,
  RG_MESSAGES,
  RG_RAISE_DELAY_HOURS,
  businessError,
  notFound,
  rgExclusionEnd,
  rgMonthsLater,
} from '@pisoplay/contract';
import type {
  AdminRgStatus,
  ParsedPayloadOf,
  calls,
  operatorCalls,
  RgCoolOffPeriod,
  RgExclusionPeriod,
  RgLimitChange,
  RgLimitKey,
  RgStatus,
} from '@pisoplay/contract';
import type { OperatorCaller } from '../../caller.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { recordAudit } from '../../platform/audit/audit-queries.ts';
import type { Clock } from '../../providers/clock.ts';
import type { Ledger } from '../ledger/index.ts';
import {
  addRestriction,
  findMember,
  lockRgOf,
  restrictionOf,
  restrictionsOf,
  revokeSessionsOf,
  rgLimitsOf,
  saveRgLimit,
  setRealityCheckMinutes,
} from '../members/index.ts';
import type { RgLimitRow } from '../members/index.ts';
import { readRgStatus, toRestriction } from './rg-status.ts';

export type RgContext = { db: Database; clock: Clock; ledger: Ledger };

/** The reason recorded on the grants a self-exclusion forfeits. */
const EXCLUSION_FORFEIT_REASON = 'Self-exclusion: bonuses end with it';
/** The reason recorded on the deposit turnover a self-exclusion waives. */
const EXCLUSION_WAIVER_REASON = 'Self-exclusion: no play, the cash may be withdrawn';

/** A limit's value as typed (whole pesos, or minutes) in what is stored (centavos, minutes). */
const storedValue = (key: RgLimitKey, value: string | null) =>
  value === null ? null : key === 'session' ? Number(value) : Number(value) * 100;

/**
 * The new state of a limit the player changes (docs/responsible-gaming.md): a first limit, a
 * lower one, or the current value again (which withdraws a waiting raise) applies at once; a
 * raise or removal waits 24 hours, then applies when the player confirms it with the same value.
 */
function changedLimit(
  current: RgLimitRow,
  wanted: number | null,
  confirm: boolean,
  now: number,
): RgLimitRow {
  if (confirm) {
    if (!current.pending_from) throw businessError(RG_MESSAGES.nothingPending);
    if (current.pending_value !== wanted) throw businessError(RG_MESSAGES.confirmDiffers);
    if (current.pending_from.getTime() > now) {
      throw businessError(RG_MESSAGES.raiseWaits(current.pending_from.getTime()));
    }
    return { ...current, value: wanted, pending_value: null, pending_from: null };
  }
  const stricter = wanted !== null && (current.value === null || wanted <= current.value);
  if (stricter) {
    if (wanted === current.value && !current.pending_from) {
      throw businessError(RG_MESSAGES.sameValue);
    }
    return { ...current, value: wanted, pending_value: null, pending_from: null };
  }
  if (current.value === null) throw businessError(RG_MESSAGES.sameValue);
  return {
    ...current,
    pending_value: wanted,
    pending_from: new Date(now + RG_RAISE_DELAY_HOURS * 3600_000),
  };
}

/** Responsible gaming: the player's calls and the operator's (docs/responsible-gaming.md). */
export function createRgService(ctx: RgContext) {
  const { db, clock } = ctx;

  const limitOf = async (q: Queryable, uid: number, key: RgLimitKey): Promise<RgLimitRow> =>
    (await rgLimitsOf(q, uid)).find((l) => l.limit_key === key) ?? {
      limit_key: key,
      value: null,
      pending_value: null,
      pending_from: null,
    };

  /**
   * Records a cooling-off or self-exclusion from now: refused when one already in force lasts as
   * long. A self-exclusion also ends every session of the player and forfeits their open grants.
   */
  async function restrict(
    q: Queryable,
    uid: number,
    r: {
      kind: 'cool_off' | 'exclusion';
      endsAt: number;
      operatorId: number | null;
      reason: string | null;
    },
  ): Promise<void> {
    const now = clock.now();
    await lockRgOf(q, uid);
    const current = await restrictionOf(q, uid, now);
    if (
      current?.kind === 'exclusion' &&
      (r.kind === 'cool_off' || current.ends_at.getTime() >= r.endsAt)
    ) {
      throw businessError(RG_MESSAGES.alreadyExcluded(current.ends_at.getTime()));
    }
    if (
      current?.kind === 'cool_off' &&
      r.kind === 'cool_off' &&
      current.ends_at.getTime() >= r.endsAt
    ) {
      throw businessError(RG_MESSAGES.breakShorter(current.ends_at.getTime()));
    }
    const exclusion = r.kind === 'exclusion';
    await addRestriction(q, {
      uid,
      kind: r.kind,
      started_at: new Date(now),
      ends_at: new Date(r.endsAt),
      // Nobody ends a break early; an exclusion's first months cannot be revoked either.
      irrevocable_until: new Date(
        exclusion
          ? Math.min(r.endsAt, rgMonthsLater(now, RG_EXCLUSION_IRREVOCABLE_MONTHS))
          : r.endsAt,
      ),
      operator_id: r.operatorId,
      reason: r.reason,
    });
    if (exclusion) {
      await revokeSessionsOf(q, uid, 'self_exclusion', now);
      await ctx.ledger.forfeitOpenGrants(uid, EXCLUSION_FORFEIT_REASON, now, q);
      // The cash stays the player's and withdrawable (issue 25): what deposits still had to turn
      // over cannot be played through while excluded.
      await ctx.ledger.waiveDepositTurnover(uid, EXCLUSION_WAIVER_REASON, now, q);
    }
  }

  const status = (uid: number, q: Queryable = db) => readRgStatus(q, uid, clock.now());

  async function adminStatus(uid: number, q: Queryable = db): Promise<AdminRgStatus> {
    if (!(await findMember(q, uid))) throw notFound(RG_MESSAGES.noSuchPlayer);
    const history = (await restrictionsOf(q, uid)).map((r) => ({
      ...toRestriction(r),
      reason: r.reason,
    }));
    return { uid, ...(await status(uid, q)), history };
  }

  return {
    status,

    async setLimit(
      uid: number,
      input: ParsedPayloadOf<typeof calls.rgLimit>,
    ): Promise<RgLimitChange> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        await lockRgOf(tx, uid);
        const current = await limitOf(tx, uid, input.limit);
        const next = changedLimit(
          current,
          storedValue(input.limit, input.value),
          input.confirm,
          now,
        );
        await saveRgLimit(tx, uid, next, now);
        return {
          status: await status(uid, tx),
          applied: next.pending_from === null,
          pending_from: next.pending_from?.toISOString() ?? null,
        };
      });
    },

    async setRealityCheck(uid: number, minutes: number): Promise<RgStatus> {
      await setRealityCheckMinutes(db, uid, minutes);
      return status(uid);
    },

    coolOff: (uid: number, period: RgCoolOffPeriod): Promise<RgStatus> =>
      db.transaction(async (tx) => {
        const endsAt = clock.now() + RG_COOL_OFF_PERIODS[period] * 3600_000;
        await restrict(tx, uid, { kind: 'cool_off', endsAt, operatorId: null, reason: null });
        return status(uid, tx);
      }),

    exclude: (uid: number, period: RgExclusionPeriod): Promise<{ until: string }> =>
      db.transaction(async (tx) => {
        const endsAt = rgExclusionEnd(period, clock.now());
        await restrict(tx, uid, { kind: 'exclusion', endsAt, operatorId: null, reason: null });
        return { until: new Date(endsAt).toISOString() };
      }),

    adminStatus: (uid: number) => adminStatus(uid),

    /**
     * The operator's change (audited with the reason): a lower limit, applied at once, or a
     * cooling-off or self-exclusion that ends later than what is in force; never looser.
     */
    adminSave: (
      operator: OperatorCaller,
      input: ParsedPayloadOf<typeof operatorCalls.adminMemberRgSave>,
    ): Promise<AdminRgStatus> =>
      db.transaction(async (tx) => {
        const now = clock.now();
        await adminStatus(input.uid, tx);
        const by = { operatorId: operator.operatorId, reason: input.reason };
        if (input.limit) {
          await lockRgOf(tx, input.uid);
          const current = await limitOf(tx, input.uid, input.limit);
          const wanted = storedValue(input.limit, input.value ?? null)!;
          if (current.value !== null && wanted >= current.value) {
            throw businessError(RG_MESSAGES.operatorLooser);
          }
          await saveRgLimit(
            tx,
            input.uid,
            { ...current, value: wanted, pending_value: null, pending_from: null },
            now,
          );
        } else if (input.cool_off) {
          const endsAt = now + RG_COOL_OFF_PERIODS[input.cool_off] * 3600_000;
          await restrict(tx, input.uid, { kind: 'cool_off', endsAt, ...by });
        } else if (input.exclusion) {
          const endsAt = rgExclusionEnd(input.exclusion, now);
          await restrict(tx, input.uid, { kind: 'exclusion', endsAt, ...by });
        }
        await recordAudit(tx, {
          by: operator,
          action: 'rg.restrict',
          targetUid: input.uid,
          detail: { ...input },
          reason: input.reason,
          now,
        });
        return adminStatus(input.uid, tx);
      }),
  };
}

export type RgService = ReturnType<typeof createRgService>;
