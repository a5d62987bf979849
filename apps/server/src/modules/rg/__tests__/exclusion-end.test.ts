import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RG_EXCLUSION_IRREVOCABLE_MONTHS,
  RG_MESSAGES,
  calls,
  operatorCalls,
  rgMonthsLater,
} from '@pisoplay/contract';
import type { RgExclusionPeriod, Session } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  call,
  okData,
  signIn,
  signInOperator,
  signedCall,
  testDatabase,
} from '../../../test/harness.ts';
import { codeSignIn, ticketOf } from './exclusion-fixtures.ts';
import { createRestrictionGate } from '../../members/rg/restriction-gate.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';
import {
  forwardOnly,
  fundedPlayer,
  rewardsApp,
} from '../../promotions/__tests__/rewards-fixtures.ts';

// Issue 25: a self-exclusion is "irrevocable for its first 6 months". After them, the player (never
// an operator) may end a 1- or 5-year exclusion the way a limit is raised: asked in a withdraw-only
// session, confirmed from 24 hours later in another one, within 7 days of asking; withdrawable;
// every step kept for the operators. Only the confirmation ends it.
// Wednesday 10:00 in Manila; the clock only moves forward (signatures are monotonic).
const clock = manualClock(Date.UTC(2035, 0, 10, 2));
let app: FastifyInstance;

beforeAll(async () => {
  app = await rewardsApp(clock);
});
afterAll(() => app.close());

const setClock = forwardOnly(clock);
const later = (ms: number) => setClock(clock.now() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (at: number) => new Date(at).toISOString();

/** A withdraw-only session, as an excluded player opens one: the refused sign-in's ticket. */
async function withdrawOnly(p: Player): Promise<Session> {
  const refused = await codeSignIn(app, p.session.phone, later);
  const session = await okData(call(app, calls.withdrawOnlyLogin, { ticket: ticketOf(refused) }));
  expect(session.withdraw_only).toBeDefined();
  return session;
}

/** A withdraw-only session opened at `at` exactly. */
function withdrawOnlyAt(p: Player, at: number): Promise<Session> {
  setClock(at - 31_000);
  return withdrawOnly(p);
}

/** A funded, verified player self-excluded from now: the exclusion's end and irrevocable end. */
async function excluded(period: RgExclusionPeriod) {
  const p = await fundedPlayer(app, 10_000);
  const from = clock.now();
  const { until } = await okData(signedCall(app, p.session, calls.rgExclude, { period }));
  return {
    p,
    until: Date.parse(until),
    irrevocableUntil: rgMonthsLater(from, RG_EXCLUSION_IRREVOCABLE_MONTHS),
  };
}

const endExclusion = (session: Session, payload: { confirm?: boolean; cancel?: boolean } = {}) =>
  signedCall(app, session, calls.rgExclusionEnd, payload);
const refusal = (data: string) => ({ statusCode: 409, body: { status: false, data } });

async function requestsOf(uid: number) {
  return (await testDatabase()).query<{ outcome: string | null; closed_at: Date | null }>(
    'SELECT outcome, closed_at FROM rg_exclusion_end_requests WHERE uid = $1 ORDER BY id',
    [uid],
  );
}

describe('asking to end a self-exclusion', () => {
  it('is refused during its irrevocable months with the date, and for a 6-month exclusion at all', async () => {
    const { p, until, irrevocableUntil } = await excluded('1y');
    later(MINUTE);
    const session = await withdrawOnly(p);
    expect(await okData(signedCall(app, session, calls.rgExclusion))).toEqual({
      exclusion: { until: iso(until), end_from: iso(irrevocableUntil), end_request: null },
    });
    expect(await endExclusion(session)).toMatchObject(
      refusal(RG_MESSAGES.exclusionEndFrom(irrevocableUntil)),
    );
    // In Filipino, the date kept.
    const filipino = await signedCall(
      app,
      session,
      calls.rgExclusionEnd,
      {},
      { headers: { lang: 'fil_PH' } },
    );
    expect(filipino.body).toMatchObject({
      status: false,
      data: `Hindi puwedeng tapusin ang self-exclusion mo bago ang ${RG_MESSAGES.until(irrevocableUntil)}. Puwede mong hilinging tapusin ito simula noon.`,
    });
    // A second before its end, still refused; a confirmation without a request too.
    const lastMoment = await withdrawOnlyAt(p, irrevocableUntil - 1000);
    expect(await endExclusion(lastMoment)).toMatchObject(
      refusal(RG_MESSAGES.exclusionEndFrom(irrevocableUntil)),
    );
    expect(await endExclusion(lastMoment, { confirm: true })).toMatchObject(
      refusal(RG_MESSAGES.noExclusionEndRequest),
    );
    expect(await requestsOf(p.uid)).toEqual([]);

    // Six months are irrevocable to their end: that exclusion lifts by itself, never earlier.
    const six = await excluded('6m');
    later(MINUTE);
    const sixSession = await withdrawOnly(six.p);
    expect(six.irrevocableUntil).toBe(six.until);
    expect(await okData(signedCall(app, sixSession, calls.rgExclusion))).toEqual({
      exclusion: { until: iso(six.until), end_from: null, end_request: null },
    });
    expect(await endExclusion(sixSession)).toMatchObject(
      refusal(RG_MESSAGES.exclusionEndsByItself(six.until)),
    );
    setClock(six.until - HOUR);
    expect(await endExclusion(await withdrawOnly(six.p))).toMatchObject(
      refusal(RG_MESSAGES.exclusionEndsByItself(six.until)),
    );
    expect(await requestsOf(six.p.uid)).toEqual([]);
  });

  it('is strictly validated, and answers a player who is not excluded', async () => {
    const p = await fundedPlayer(app, 10_000);
    expect(await okData(signedCall(app, p.session, calls.rgExclusion))).toEqual({
      exclusion: null,
    });
    expect(await endExclusion(p.session)).toMatchObject(refusal(RG_MESSAGES.notExcluded));
    for (const payload of [{ confirm: true, cancel: true }, { confirm: 'yes' }, { end: true }]) {
      const reply = await signedCall(app, p.session, calls.rgExclusionEnd, payload as never);
      expect(reply.statusCode).toBe(400);
    }
  });
});

describe('ending a self-exclusion', () => {
  it('records the request, refuses an early confirmation with the time, and ends it 24 hours later', async () => {
    const { p, until, irrevocableUntil } = await excluded('1y');
    const gate = createRestrictionGate(await testDatabase(), clock);
    setClock(irrevocableUntil + MINUTE);
    const asking = await withdrawOnly(p);
    const askedAt = clock.now();
    const request = {
      requested_at: iso(askedAt),
      confirm_from: iso(askedAt + DAY),
      lapses_at: iso(askedAt + 7 * DAY),
    };
    const asked = await okData(endExclusion(asking));
    expect(asked).toEqual({
      exclusion: { until: iso(until), end_from: iso(irrevocableUntil), end_request: request },
    });
    // Asking again changes nothing.
    later(MINUTE);
    expect(await okData(endExclusion(asking))).toEqual(asked);
    expect(await okData(signedCall(app, asking, calls.rgExclusion))).toEqual(asked);
    expect(await endExclusion(asking, { confirm: true })).toMatchObject(
      refusal(RG_MESSAGES.exclusionEndWaits(askedAt + DAY)),
    );

    // Still excluded until the confirmation: sign-in, the gate.
    const early = await withdrawOnlyAt(p, askedAt + DAY - MINUTE);
    expect(await endExclusion(early, { confirm: true })).toMatchObject(
      refusal(RG_MESSAGES.exclusionEndWaits(askedAt + DAY)),
    );
    await expect(gate(p.uid, 'play')).rejects.toThrow(RG_MESSAGES.excluded(until));
    const confirming = await withdrawOnlyAt(p, askedAt + DAY);
    await expect(gate(p.uid, 'deposit')).rejects.toThrow(RG_MESSAGES.excluded(until));
    const confirmedAt = clock.now();
    expect(await okData(endExclusion(confirming, { confirm: true }))).toEqual({
      exclusion: null,
    });

    // Over from the confirmation on: the gate, the bet's flag, the next sign-in.
    await expect(gate(p.uid, 'play')).resolves.toBeUndefined();
    const db = await testDatabase();
    const [member] = await db.query<{ rg_paused_until: Date }>(
      'SELECT rg_paused_until FROM members WHERE uid = $1',
      [p.uid],
    );
    expect(member!.rg_paused_until.getTime()).toBe(confirmedAt);
    expect(await endExclusion(confirming, { confirm: true })).toMatchObject(
      refusal(RG_MESSAGES.notExcluded),
    );
    const login = await codeSignIn(app, p.session.phone, later);
    const normal = await okData(Promise.resolve(login));
    expect(normal.withdraw_only).toBeUndefined();
    expect((await okData(signedCall(app, normal, calls.rg))).restriction).toBeNull();
    await okData(
      signedCall(app, normal, calls.deposit, { amount: '200', pid: 101, device: 'web' }),
    );

    // The operators see every step.
    const operator = await signInOperator(app, 'exclusion-end-compliance', 'compliance');
    const seen = await okData(
      signedCall(app, operator, operatorCalls.adminMemberRg, { uid: p.uid }),
    );
    expect(seen.restriction).toBeNull();
    expect(seen.history).toEqual([
      expect.objectContaining({
        kind: 'exclusion',
        set_by: 'player',
        until: iso(confirmedAt),
        planned_until: iso(until),
        irrevocable_until: iso(irrevocableUntil),
      }),
    ]);
    expect(seen.exclusion_end_requests).toEqual([
      {
        id: expect.any(Number),
        ...request,
        state: 'confirmed',
        exclusion_until: iso(until),
        closed_at: iso(confirmedAt),
        requested_ip: '127.0.0.1',
        closed_ip: '127.0.0.1',
      },
    ]);
  });

  it('can be withdrawn by the player; a confirmation then finds nothing to confirm', async () => {
    const { p, until, irrevocableUntil } = await excluded('5y');
    setClock(irrevocableUntil + HOUR);
    const session = await withdrawOnly(p);
    expect(await endExclusion(session, { cancel: true })).toMatchObject(
      refusal(RG_MESSAGES.noExclusionEndRequest),
    );
    await okData(endExclusion(session));
    later(MINUTE);
    const cancelledAt = clock.now();
    expect(await okData(endExclusion(session, { cancel: true }))).toEqual({
      exclusion: { until: iso(until), end_from: iso(irrevocableUntil), end_request: null },
    });
    later(DAY);
    const next = await withdrawOnly(p);
    expect(await endExclusion(next, { confirm: true })).toMatchObject(
      refusal(RG_MESSAGES.noExclusionEndRequest),
    );
    later(31_000);
    await expect(signIn(app, { phone: p.session.phone })).rejects.toThrow(
      RG_MESSAGES.excluded(until),
    );
    expect(await requestsOf(p.uid)).toEqual([
      { outcome: 'cancelled', closed_at: new Date(cancelledAt) },
    ]);
  });

  it('lapses when not confirmed within 7 days of asking; a new request starts over', async () => {
    const { p, until, irrevocableUntil } = await excluded('1y');
    const asking = await withdrawOnlyAt(p, irrevocableUntil + DAY);
    const askedAt = clock.now();
    await okData(endExclusion(asking));
    const late = await withdrawOnlyAt(p, askedAt + 7 * DAY);
    expect(await okData(signedCall(app, late, calls.rgExclusion))).toEqual({
      exclusion: { until: iso(until), end_from: iso(irrevocableUntil), end_request: null },
    });
    expect(await endExclusion(late, { confirm: true })).toMatchObject(
      refusal(RG_MESSAGES.noExclusionEndRequest),
    );
    const operator = await signInOperator(app, 'exclusion-end-lapse', 'support');
    const lapsed = await okData(
      signedCall(app, operator, operatorCalls.adminMemberRg, { uid: p.uid }),
    );
    expect(lapsed.restriction).toMatchObject({ kind: 'exclusion', until: iso(until) });
    expect(lapsed.exclusion_end_requests).toEqual([
      expect.objectContaining({
        state: 'lapsed',
        closed_at: iso(askedAt + 7 * DAY),
        closed_ip: null,
      }),
    ]);

    // Asking again: a new request, 24 hours again.
    const againAt = clock.now();
    const again = await okData(endExclusion(late));
    expect(again.exclusion?.end_request).toEqual({
      requested_at: iso(againAt),
      confirm_from: iso(againAt + DAY),
      lapses_at: iso(againAt + 7 * DAY),
    });
    expect(await requestsOf(p.uid)).toEqual([
      { outcome: 'lapsed', closed_at: new Date(askedAt + 7 * DAY) },
      { outcome: null, closed_at: null },
    ]);
    const seen = await okData(
      signedCall(app, operator, operatorCalls.adminMemberRg, { uid: p.uid }),
    );
    expect(seen.exclusion_end_requests.map((r) => r.state)).toEqual(['pending', 'lapsed']);
  });

  it('ends once under ten parallel confirmations, with one history row', async () => {
    const { p, until, irrevocableUntil } = await excluded('1y');
    setClock(irrevocableUntil + MINUTE);
    await okData(endExclusion(await withdrawOnly(p)));
    later(DAY);
    const session = await withdrawOnly(p);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => endExclusion(session, { confirm: true })),
    );
    expect(replies.filter((r) => r.body.status).map((r) => r.body.data)).toEqual([
      { exclusion: null },
    ]);
    expect(replies.filter((r) => !r.body.status).map((r) => r.body.data)).toEqual(
      Array(9).fill(RG_MESSAGES.notExcluded),
    );
    const db = await testDatabase();
    expect(await requestsOf(p.uid)).toEqual([
      { outcome: 'confirmed', closed_at: expect.any(Date) },
    ]);
    expect(
      await db.query(
        `SELECT planned_ends_at FROM rg_restrictions WHERE uid = $1 AND planned_ends_at IS NOT NULL`,
        [p.uid],
      ),
    ).toEqual([{ planned_ends_at: new Date(until) }]);
    later(31_000);
    const normal = await signIn(app, { phone: p.session.phone });
    expect(normal.withdraw_only).toBeUndefined();
  });

  it('is never the player’s for an exclusion an operator set, also one set after the request', async () => {
    const operator = await signInOperator(app, 'exclusion-end-operator', 'compliance');
    const p = await fundedPlayer(app, 10_000);
    const set = await okData(
      signedCall(app, operator, operatorCalls.adminMemberRgSave, {
        uid: p.uid,
        reason: 'court order',
        exclusion: '1y',
      }),
    );
    setClock(Date.parse(set.restriction!.irrevocable_until!) + MINUTE);
    const session = await withdrawOnly(p);
    expect((await okData(signedCall(app, session, calls.rgExclusion))).exclusion).toMatchObject({
      end_from: null,
      end_request: null,
    });
    expect(await endExclusion(session)).toMatchObject(refusal(RG_MESSAGES.exclusionSetByOperator));

    // The player's own exclusion, asked to end, then made longer by an operator.
    const { p: q, irrevocableUntil } = await excluded('1y');
    setClock(irrevocableUntil + MINUTE);
    await okData(endExclusion(await withdrawOnly(q)));
    const later5y = await signInOperator(app, 'exclusion-end-operator-2', 'compliance');
    await okData(
      signedCall(app, later5y, operatorCalls.adminMemberRgSave, {
        uid: q.uid,
        reason: 'family request',
        exclusion: '5y',
      }),
    );
    later(DAY);
    const confirming = await withdrawOnly(q);
    expect(await endExclusion(confirming, { confirm: true })).toMatchObject(
      refusal(RG_MESSAGES.exclusionSetByOperator),
    );
    // The request can still be withdrawn.
    await okData(endExclusion(confirming, { cancel: true }));
    expect(await requestsOf(q.uid)).toEqual([
      { outcome: 'cancelled', closed_at: new Date(clock.now()) },
    ]);
  });
});
