import {
  RG_COOL_OFF_PERIODS,
  RG_EXCLUSION_END_DELAY_HOURS,
  RG_EXCLUSION_END_LAPSE_DAYS,
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
  RgExcluded,
  RgExclusionEndRecord,
  RgExclusionStatus,
  calls,
  operatorCalls,
  RgCoolOffPeriod,
  RgExclusionPeriod,
  RgLimitChange,
  RgLimitKey,
  RgStatus,
} from '@pisoplay/contract';
import type { Caller, OperatorCaller } from '../../caller.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { recordAudit } from '../../platform/audit/audit-queries.ts';
import type { Clock } from '../../providers/clock.ts';
import type { Ledger } from '../ledger/index.ts';
import {
  addExclusionEndRequest,
  addRestriction,
  closeExclusionEndRequest,
  endExclusionsOf,
  exclusionEndRequestsOf,
  exclusionsInForce,
  findMember,
  lockRgOf,
  openExclusionEndRequest,
  restrictionOf,
  restrictionsOf,
  revokeSessionsOf,
  rgLimitsOf,
  saveRgLimit,
  setRealityCheckMinutes,
} from '../members/index.ts';
import type { ExclusionEndRequestRow, RgLimitRow, RgRestrictionRow } from '../members/index.ts';
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

const HOUR = 3600_000;

/**
 * The self-exclusion in force (the latest end of those in force) and from when the player may
 * end it early: once every exclusion in force is past its irrevocable months; never while one
 * an operator set is in force, or when the irrevocable part lasts until the end (6 months).
 */
function exclusionOf(exclusions: RgRestrictionRow[]): {
  until: number;
  endFrom: number | null;
  refusal: string | null;
} | null {
  if (exclusions.length === 0) return null;
  const until = Math.max(...exclusions.map((e) => e.ends_at.getTime()));
  const irrevocableUntil = Math.max(
    ...exclusions.map((e) => (e.irrevocable_until ?? e.ends_at).getTime()),
  );
  if (exclusions.some((e) => e.operator_id !== null)) {
    return { until, endFrom: null, refusal: RG_MESSAGES.exclusionSetByOperator };
  }
  if (irrevocableUntil >= until) {
    return { until, endFrom: null, refusal: RG_MESSAGES.exclusionEndsByItself(until) };
  }
  return { until, endFrom: irrevocableUntil, refusal: null };
}

/** What became of a request: its outcome, else pending until it lapses. */
const endRequestState = (r: ExclusionEndRequestRow, now: number): RgExclusionEndRecord['state'] =>
  r.outcome ?? (r.lapses_at.getTime() <= now ? 'lapsed' : 'pending');

const toEndRequest = (r: ExclusionEndRequestRow) => ({
  requested_at: r.requested_at.toISOString(),
  confirm_from: r.confirm_from.toISOString(),
  lapses_at: r.lapses_at.toISOString(),
});

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
    const now = clock.now();
    const history = (await restrictionsOf(q, uid)).map((r) => ({
      ...toRestriction(r),
      reason: r.reason,
      planned_until: r.planned_ends_at?.toISOString() ?? null,
    }));
    const endRequests = (await exclusionEndRequestsOf(q, uid)).map((r): RgExclusionEndRecord => {
      const state = endRequestState(r, now);
      return {
        id: Number(r.id),
        ...toEndRequest(r),
        state,
        exclusion_until: r.exclusion_until.toISOString(),
        closed_at:
          (r.closed_at ?? (state === 'lapsed' ? r.lapses_at : null))?.toISOString() ?? null,
        requested_ip: r.requested_ip,
        closed_ip: r.closed_ip,
      };
    });
    return { uid, ...(await status(uid, q)), history, exclusion_end_requests: endRequests };
  }

  /**
   * The player's open request to end their exclusion, once a lapsed one is closed as lapsed (at
   * its lapses_at, by nobody): null when none waits.
   */
  async function liveEndRequest(
    q: Queryable,
    uid: number,
    now: number,
  ): Promise<ExclusionEndRequestRow | null> {
    const open = await openExclusionEndRequest(q, uid);
    if (open && open.lapses_at.getTime() <= now) {
      await closeExclusionEndRequest(q, open.id, 'lapsed', open.lapses_at, null);
      return null;
    }
    return open;
  }

  /** The self-exclusion in force as the withdraw-only screen shows it; null when none is. */
  async function exclusionStatus(q: Queryable, uid: number): Promise<RgExclusionStatus> {
    const now = clock.now();
    const exclusion = exclusionOf(await exclusionsInForce(q, uid, now));
    if (!exclusion) return { exclusion: null };
    const open = await openExclusionEndRequest(q, uid);
    const excluded: RgExcluded = {
      until: new Date(exclusion.until).toISOString(),
      end_from: exclusion.endFrom === null ? null : new Date(exclusion.endFrom).toISOString(),
      end_request:
        open && open.lapses_at.getTime() > now && exclusion.endFrom !== null
          ? toEndRequest(open)
          : null,
    };
    return { exclusion: excluded };
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

    exclusion: (uid: number) => exclusionStatus(db, uid),

    /**
     * Ends the player's self-exclusion early, in two steps (docs/responsible-gaming.md): a
     * request once its irrevocable months are over, then, from 24 hours later and within 7 days
     * of asking, the confirmation that ends it; or the request withdrawn. Under the player's RG
     * lock, so parallel confirmations end it once.
     */
    endExclusion: (
      caller: Caller,
      input: ParsedPayloadOf<typeof calls.rgExclusionEnd>,
    ): Promise<RgExclusionStatus> =>
      db.transaction(async (tx) => {
        const uid = caller.uid;
        const now = clock.now();
        const by = { sessionId: caller.sessionId, ip: caller.ip };
        await lockRgOf(tx, uid);
        const exclusion = exclusionOf(await exclusionsInForce(tx, uid, now));
        if (!exclusion) throw businessError(RG_MESSAGES.notExcluded);
        const open = await liveEndRequest(tx, uid, now);
        if (input.cancel || input.confirm) {
          if (!open) throw businessError(RG_MESSAGES.noExclusionEndRequest);
          if (input.cancel) {
            await closeExclusionEndRequest(tx, open.id, 'cancelled', new Date(now), by);
            return exclusionStatus(tx, uid);
          }
          if (exclusion.refusal) throw businessError(exclusion.refusal);
          if (open.confirm_from.getTime() > now) {
            throw businessError(RG_MESSAGES.exclusionEndWaits(open.confirm_from.getTime()));
          }
          await endExclusionsOf(tx, uid, now);
          await closeExclusionEndRequest(tx, open.id, 'confirmed', new Date(now), by);
          return exclusionStatus(tx, uid);
        }
        if (exclusion.refusal) throw businessError(exclusion.refusal);
        if (exclusion.endFrom! > now) {
          throw businessError(RG_MESSAGES.exclusionEndFrom(exclusion.endFrom!));
        }
        // Asking again while a request waits changes nothing (a retried call).
        if (!open) {
          await addExclusionEndRequest(tx, {
            uid,
            exclusionUntil: new Date(exclusion.until),
            now,
            confirmFrom: now + RG_EXCLUSION_END_DELAY_HOURS * HOUR,
            lapsesAt: now + RG_EXCLUSION_END_LAPSE_DAYS * 24 * HOUR,
            sessionId: caller.sessionId,
            ip: caller.ip,
          });
        }
        return exclusionStatus(tx, uid);
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
