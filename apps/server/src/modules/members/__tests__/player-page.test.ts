import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TOKEN_ERROR_DATA, calls, operatorCalls } from '@pisoplay/contract';
import type { AdminMemberDetail, Session } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  insertMember,
  okData,
  randomPhone,
  signIn,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import type { TestPlayer } from '../../../test/harness.ts';
import { PLAYER_PAGE_MESSAGES } from '../player-page/player-page-service.ts';
import { searchTerms } from '../player-page/search-terms.ts';

const SECRET = 'player-page-test-secret-0123456789abcdef';
/** A phone gets a new sign-in code every 30 s. */
const RESEND_MS = 31_000;

describe('the back office’s player page (members): search, sessions, notes', () => {
  const clock = manualClock(Date.parse('2026-08-03T02:00:00Z'));
  let app: FastifyInstance;
  let operator: Session;
  /** Unique to this run: the usernames the search tests make start with it. */
  const run = `pp${randomInt(0, 1_000_000_000)}`;

  beforeAll(async () => {
    app = await testApp({ AUTH_SECRET: SECRET }, { clock });
    operator = await signInOperator(app, `page-support-${run}`, 'support');
  });
  afterAll(() => app.close());

  /** A signed-in player (a session to end). */
  async function player(): Promise<TestPlayer & { uid: number }> {
    const session = await signIn(app);
    const { uid } = await okData(signedCall(app, session, calls.memberDetail));
    // The same object: the harness keeps each session's request timestamps by it.
    return Object.assign(session, { uid });
  }
  /** A bare account (no session): a phone under a country code, a username. */
  async function account(
    a: { username?: string; phone?: string; countryCode?: string } = {},
  ): Promise<{ uid: number; phone: string }> {
    const db = await testDatabase();
    const phone = a.phone ?? randomPhone();
    const uid = await insertMember(db, phone);
    await db.query(
      'UPDATE members SET username = $2, country_code = $3, created_at = $4 WHERE uid = $1',
      [uid, a.username ?? `u${uid}`, a.countryCode ?? '63', new Date(clock.now())],
    );
    return { uid, phone };
  }
  const search = (q: string) =>
    signedCall(app, operator, operatorCalls.adminMemberSearch, { q }).then((r) => r.body);
  const hitUids = async (q: string) => {
    const body = await search(q);
    if (!body.status) throw new Error(String(body.data));
    return body.data.map((hit) => hit.uid);
  };
  const detail = (uid: number): Promise<AdminMemberDetail> =>
    okData(signedCall(app, operator, operatorCalls.adminMemberDetail, { uid }));
  const auditRows = async (uid: number, action: string) =>
    (await testDatabase()).query<{
      operator_username: string;
      detail: Record<string, unknown>;
      ip: string;
      reason: string | null;
    }>(
      `SELECT operator_username, detail, ip, reason FROM audit_log
       WHERE target_uid = $1 AND action = $2 ORDER BY id`,
      [uid, action],
    );

  describe('search', () => {
    it('reads each way a player writes their number, and only finds that player', async () => {
      const a = await account();
      await account();
      for (const q of [
        `0${a.phone}`,
        a.phone,
        `63${a.phone}`,
        `+63${a.phone}`,
        `+63 ${a.phone.slice(0, 3)} ${a.phone.slice(3, 6)} ${a.phone.slice(6)}`,
        `0${a.phone.slice(0, 3)}-${a.phone.slice(3, 6)}-${a.phone.slice(6)}`,
      ]) {
        expect(await hitUids(q), q).toEqual([a.uid]);
      }
      // Another country code is another number.
      expect(await hitUids(`+65${a.phone}`)).toEqual([]);
      const body = await search(`+63${a.phone}`);
      expect(body).toMatchObject({
        status: true,
        data: [
          {
            uid: a.uid,
            phone: `63${a.phone}`,
            kyc_status: 'unset',
            created_at: new Date(clock.now()).toISOString(),
          },
        ],
      });
    });

    it('finds a national number under any country code an account may have', async () => {
      const { uid, phone } = await account({ countryCode: '65' });
      expect(await hitUids(phone)).toEqual([uid]);
      expect(await hitUids(`+65${phone}`)).toEqual([uid]);
      expect(await hitUids(`+63${phone}`)).toEqual([]);
    });

    it('finds a uid', async () => {
      const a = await account();
      expect((await hitUids(String(a.uid)))[0]).toBe(a.uid);
    });

    it('finds usernames by their start, case-insensitive, the exact one first', async () => {
      const exact = await account({ username: `${run}Ab` });
      const longer = await account({ username: `${run}abz` });
      const middle = await account({ username: `${run}ABc` });
      await account({ username: `x${run}ab` });
      expect(await hitUids(`${run.toUpperCase()}AB`)).toEqual([exact.uid, middle.uid, longer.uid]);
      expect(await hitUids(`${run}abc`)).toEqual([middle.uid]);
      const [hit] = (await search(`${run}ab`)).data as { username: string }[];
      expect(hit!.username).toBe(`${run}Ab`);
    });

    it('takes _ and % in the text as themselves', async () => {
      const underscore = await account({ username: `${run}_u` });
      await account({ username: `${run}xu` });
      expect(await hitUids(`${run}_`)).toEqual([underscore.uid]);
      expect(await hitUids(`${run}%`)).toEqual([]);
    });

    it('answers at most 20 hits', async () => {
      const many = `${run}many`;
      const made: number[] = [];
      for (let i = 0; i < 22; i++) {
        made.push((await account({ username: `${many}${String(i).padStart(2, '0')}` })).uid);
      }
      // By username: the first 20 of them.
      expect(await hitUids(many)).toEqual(made.slice(0, 20));
    });

    it('refuses an empty or overlong search', async () => {
      for (const q of ['', '   ', 'x'.repeat(41)]) {
        const reply = await signedCall(app, operator, operatorCalls.adminMemberSearch, { q });
        expect(reply.statusCode, q).toBe(400);
        expect(reply.body).toMatchObject({ status: false, code: 'ERR_VALIDATION' });
      }
    });

    it('reads the forms of a phone, a uid and a username', () => {
      const national = { phone: '9171234567', countryCodes: expect.arrayContaining(['63', '69']) };
      expect(searchTerms('09171234567')).toMatchObject({ uid: null, phone: national });
      expect(searchTerms('9171234567').phone).toMatchObject(national);
      expect(searchTerms('639171234567').phone).toEqual({
        phone: '9171234567',
        countryCodes: ['63'],
      });
      expect(searchTerms('+69 917 123 4567').phone).toEqual({
        phone: '9171234567',
        countryCodes: ['69'],
      });
      expect(searchTerms('+9171234567').phone).toBeNull();
      expect(searchTerms('12345678')).toMatchObject({ uid: 12345678, phone: null });
      expect(searchTerms('+12345678').uid).toBeNull();
      expect(searchTerms('2147483648').uid).toBeNull();
      expect(searchTerms(' Juan_1 ')).toEqual({ uid: null, phone: null, username: 'juan_1' });
    });
  });

  describe('detail (members’ part)', () => {
    it('shows the player’s profile, phone and live sessions, none of another player’s', async () => {
      const a = await player();
      const b = await player();
      const page = await detail(a.uid);
      const own = await okData(signedCall(app, a, calls.memberDetail));
      expect(page.profile).toEqual(own);
      expect(page).toMatchObject({
        kyc_status: 'unset',
        phone: `63${a.phone}`,
        created_at: own.created_at,
        notes: [],
      });
      expect(page.sessions).toHaveLength(1);
      expect(page.sessions[0]).toMatchObject({
        created_at: new Date(clock.now()).toISOString(),
        ip: expect.any(String),
        device: expect.any(String),
      });
      const other = await detail(b.uid);
      expect(other.sessions.map((s) => s.id)).not.toContain(page.sessions[0]!.id);
    });

    it('refuses an unknown player or a bad uid', async () => {
      const unknown = await signedCall(app, operator, operatorCalls.adminMemberDetail, {
        uid: 2_000_000_000,
      });
      expect(unknown.body).toEqual({
        status: false,
        code: 'ERR_BUSINESS',
        data: PLAYER_PAGE_MESSAGES.playerUnknown,
      });
      for (const uid of ['abc', '0', '-1']) {
        const bad = await signedCall(app, operator, operatorCalls.adminMemberDetail, {
          uid: uid as unknown as number,
        });
        expect(bad.statusCode, uid).toBe(400);
      }
    });
  });

  describe('sessions', () => {
    /** A player signed in on two devices: the older session and the newer one. */
    async function twoDevices() {
      const first = await player();
      clock.advance(RESEND_MS);
      const second = Object.assign(await signIn(app, { phone: first.phone }), { uid: first.uid });
      const sessions = (await detail(first.uid)).sessions;
      expect(sessions).toHaveLength(2);
      // Newest first: the second sign-in's session, then the first's.
      return { first, second, newer: sessions[0]!.id, older: sessions[1]!.id };
    }
    const revoke = (payload: { uid: number; session_id?: string; reason: string }) =>
      signedCall(app, operator, operatorCalls.adminMemberSessionsRevoke, payload);

    it('ends one session: its token stops working, the other goes on; audited', async () => {
      const { first, second, newer, older } = await twoDevices();
      const reply = await revoke({ uid: first.uid, session_id: older, reason: 'Lost phone' });
      expect(reply.body).toEqual({ status: true, data: { revoked: 1 } });

      const ended = await signedCall(app, first, calls.memberDetail);
      expect(ended.statusCode).toBe(401);
      expect(ended.body).toEqual({ status: false, code: 'ERR_AUTH', data: TOKEN_ERROR_DATA });
      expect((await signedCall(app, second, calls.memberDetail)).statusCode).toBe(200);
      expect((await detail(first.uid)).sessions.map((s) => s.id)).toEqual([newer]);

      // Once more: nothing left to end.
      const again = await revoke({ uid: first.uid, session_id: older, reason: 'Lost phone' });
      expect(again.body).toEqual({ status: true, data: { revoked: 0 } });

      const [audit] = await auditRows(first.uid, 'member.sessions_revoke');
      expect(audit).toMatchObject({
        operator_username: `page-support-${run}`,
        detail: { session_id: older, revoked: [older] },
        reason: 'Lost phone',
      });
    });

    it('ends every live session of the player without an id', async () => {
      const { first, second } = await twoDevices();
      const bystander = await player();
      const reply = await revoke({ uid: first.uid, reason: 'Account takeover reported' });
      expect(reply.body).toEqual({ status: true, data: { revoked: 2 } });
      for (const session of [first, second]) {
        const ended = await signedCall(app, session, calls.memberDetail);
        expect(ended.statusCode).toBe(401);
        expect(ended.body.data).toBe(TOKEN_ERROR_DATA);
      }
      expect((await detail(first.uid)).sessions).toEqual([]);
      expect((await signedCall(app, bystander, calls.memberDetail)).statusCode).toBe(200);
      expect(await auditRows(first.uid, 'member.sessions_revoke')).toMatchObject([
        { reason: 'Account takeover reported', detail: { session_id: null } },
      ]);
    });

    it('refuses another player’s session id and changes nothing', async () => {
      const a = await player();
      const b = await player();
      const [bSession] = (await detail(b.uid)).sessions;
      const reply = await revoke({ uid: a.uid, session_id: bSession!.id, reason: 'Mistake' });
      expect(reply.statusCode).toBe(409);
      expect(reply.body).toEqual({
        status: false,
        code: 'ERR_BUSINESS',
        data: PLAYER_PAGE_MESSAGES.sessionNotPlayers,
      });
      const unknown = await revoke({ uid: a.uid, session_id: 'no-such-session', reason: 'x' });
      expect(unknown.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });

      expect((await signedCall(app, b, calls.memberDetail)).statusCode).toBe(200);
      expect((await signedCall(app, a, calls.memberDetail)).statusCode).toBe(200);
      expect((await detail(b.uid)).sessions).toHaveLength(1);
      expect(await auditRows(a.uid, 'member.sessions_revoke')).toEqual([]);
      expect(await auditRows(b.uid, 'member.sessions_revoke')).toEqual([]);
    });

    it('refuses a revoke without a reason or with a bad session id', async () => {
      const a = await player();
      for (const payload of [
        { uid: a.uid, reason: '' },
        { uid: a.uid, reason: '   ' },
        { uid: a.uid, session_id: 'has space', reason: 'x' },
        { uid: a.uid, session_id: 'x'.repeat(65), reason: 'x' },
      ]) {
        const reply = await revoke(payload);
        expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await signedCall(app, a, calls.memberDetail)).statusCode).toBe(200);
    });
  });

  describe('notes', () => {
    const note = (uid: number, text: string) =>
      signedCall(app, operator, operatorCalls.adminMemberNote, { uid, text });

    it('keeps notes newest first on the page, each audited', async () => {
      const a = await account();
      const b = await account();
      const first = await okData(note(a.uid, '  Called about a late deposit.  '));
      expect(first).toEqual({
        id: expect.any(Number),
        operator: `page-support-${run}`,
        text: 'Called about a late deposit.',
        created_at: new Date(clock.now()).toISOString(),
      });
      clock.advance(60_000);
      const second = await okData(note(a.uid, 'Deposit found, credited.'));
      await okData(note(b.uid, 'Another player’s note'));

      expect((await detail(a.uid)).notes).toEqual([second, first]);
      const audits = await auditRows(a.uid, 'member.note');
      expect(audits).toHaveLength(2);
      expect(audits[0]).toMatchObject({
        operator_username: `page-support-${run}`,
        detail: { note_id: first.id, text: 'Called about a late deposit.' },
      });
    });

    it('refuses an empty note, one too long, or one on an unknown player', async () => {
      const a = await account();
      for (const text of ['', '   ', 'x'.repeat(1001)]) {
        expect((await note(a.uid, text)).statusCode).toBe(400);
      }
      const unknown = await note(2_000_000_000, 'Who?');
      expect(unknown.body).toMatchObject({
        status: false,
        code: 'ERR_BUSINESS',
        data: PLAYER_PAGE_MESSAGES.playerUnknown,
      });
      expect((await detail(a.uid)).notes).toEqual([]);
    });
  });
});
