import { businessError, kycStatusFromNumber } from '@pisoplay/contract';
import type {
  AdminMemberDetail,
  AdminMemberHit,
  MemberNote,
  ParsedPayloadOf,
  operatorCalls,
} from '@pisoplay/contract';
import type { OperatorCaller } from '../../../caller.ts';
import type { Database, Queryable } from '../../../db/database.ts';
import { recordAudit } from '../../../platform/audit/audit-queries.ts';
import type { Clock } from '../../../providers/clock.ts';
import { findMember } from '../members-queries.ts';
import type { MemberRow } from '../members-queries.ts';
import { toProfile } from '../profile/to-profile.ts';
import { findSession, revokeSession, revokeSessionsOf } from '../sessions/session-queries.ts';
import { insertNote, liveSessionsOf, notesOf, searchMembers } from './player-page-queries.ts';
import type { NoteRow } from './player-page-queries.ts';
import { searchTerms } from './search-terms.ts';

export const PLAYER_PAGE_MESSAGES = {
  playerUnknown: 'Player not found',
  sessionNotPlayers: 'This session does not belong to this player',
} as const;

/** What the player page shows of the members' side: all but the balances (the ledger's). */
export type MemberPage = Omit<AdminMemberDetail, 'balances'>;

/** The account's phone as digits with its country code ('639171234567'); '' when it has none. */
const phoneDigits = (m: { country_code: string; phone: string }) =>
  m.phone ? `${m.country_code}${m.phone}` : '';

const toNote = (n: NoteRow): MemberNote => ({
  id: Number(n.id),
  operator: n.operator_username,
  text: n.text,
  created_at: n.created_at.toISOString(),
});

async function requireMember(q: Queryable, uid: number): Promise<MemberRow> {
  const member = await findMember(q, uid);
  if (!member) throw businessError(PLAYER_PAGE_MESSAGES.playerUnknown);
  return member;
}

/**
 * The members' part of the back office's player page: the profile as the player sees it, KYC
 * status, phone, live sessions and operators' notes (newest first). Unknown uid: ERR_BUSINESS.
 */
export async function memberPageOf(q: Queryable, uid: number, now: number): Promise<MemberPage> {
  const member = await requireMember(q, uid);
  const [sessions, notes] = await Promise.all([liveSessionsOf(q, uid, now), notesOf(q, uid)]);
  return {
    profile: toProfile(member, now),
    kyc_status: kycStatusFromNumber(member.kyc_status),
    phone: phoneDigits(member),
    created_at: member.created_at.toISOString(),
    sessions: sessions.map((s) => ({
      id: s.id,
      created_at: s.created_at.toISOString(),
      expires_at: s.expires_at.toISOString(),
      ip: s.ip,
      device: s.device,
      scope: s.scope,
    })),
    notes: notes.map(toNote),
  };
}

/** Refuses an unknown uid (ERR_BUSINESS), for the ledger's part of the page. */
export async function assertMember(q: Queryable, uid: number): Promise<void> {
  await requireMember(q, uid);
}

type Revoke = ParsedPayloadOf<typeof operatorCalls.adminMemberSessionsRevoke>;
type Note = ParsedPayloadOf<typeof operatorCalls.adminMemberNote>;

/** The operator's player calls the members module answers: search, ending sessions, notes. */
export function createPlayerPage(ctx: { db: Database; clock: Clock }) {
  return {
    async search(q: string): Promise<AdminMemberHit[]> {
      const rows = await searchMembers(ctx.db, searchTerms(q));
      return rows.map((r) => ({
        uid: r.uid,
        username: r.username,
        phone: phoneDigits(r),
        kyc_status: kycStatusFromNumber(r.kyc_status),
        created_at: r.created_at.toISOString(),
      }));
    },

    /**
     * Ends one live session of the player (refused when the id is another player's or unknown)
     * or, without an id, all of them; audited with the reason in the same transaction. Answers
     * how many live sessions ended.
     */
    revokeSessions(operator: OperatorCaller, input: Revoke): Promise<{ revoked: number }> {
      return ctx.db.transaction(async (tx) => {
        await requireMember(tx, input.uid);
        const now = ctx.clock.now();
        let ended: string[];
        if (input.session_id !== undefined) {
          const session = await findSession(tx, input.session_id);
          if (!session || session.uid !== input.uid) {
            throw businessError(PLAYER_PAGE_MESSAGES.sessionNotPlayers);
          }
          const live = session.expires_at.getTime() > now;
          ended =
            live && (await revokeSession(tx, session.id, 'operator', now)) ? [session.id] : [];
        } else {
          // The live ones, as the page lists them; the query also closes any expired one left open.
          ended = (await liveSessionsOf(tx, input.uid, now)).map((s) => s.id);
          await revokeSessionsOf(tx, input.uid, 'operator', now);
        }
        await recordAudit(tx, {
          by: operator,
          action: 'member.sessions_revoke',
          targetUid: input.uid,
          detail: { session_id: input.session_id ?? null, revoked: ended },
          reason: input.reason,
          now,
        });
        return { revoked: ended.length };
      });
    },

    /** Adds a note to the player (never edited afterwards), audited with its text. */
    addNote(operator: OperatorCaller, input: Note): Promise<MemberNote> {
      return ctx.db.transaction(async (tx) => {
        await requireMember(tx, input.uid);
        const now = ctx.clock.now();
        const note = await insertNote(tx, {
          uid: input.uid,
          operatorId: operator.operatorId,
          operator: operator.username,
          text: input.text,
          now,
        });
        await recordAudit(tx, {
          by: operator,
          action: 'member.note',
          targetUid: input.uid,
          detail: { note_id: Number(note.id), text: input.text },
          // A note is not a decision: its text is in the detail.
          reason: null,
          now,
        });
        return toNote(note);
      });
    },
  };
}

export type PlayerPage = ReturnType<typeof createPlayerPage>;
