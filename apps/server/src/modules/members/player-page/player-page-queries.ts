import type { SessionScope } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import type { SearchTerms } from './search-terms.ts';

/** Hits a search answers at most. */
export const SEARCH_HITS_MAX = 20;

export type SearchHitRow = {
  uid: number;
  username: string;
  country_code: string;
  phone: string;
  kyc_status: number;
  created_at: Date;
};

/** `text` as a LIKE pattern matching itself: its wildcards and the escape character escaped. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Players a search finds, at most SEARCH_HITS_MAX: exact matches first (the uid, the phone, the
 * whole username), then usernames starting with the text, each by username. Each branch reads an
 * index: the primary key, members_phone_key, members_username_prefix_idx.
 */
export async function searchMembers(q: Queryable, terms: SearchTerms): Promise<SearchHitRow[]> {
  return q.query<SearchHitRow>(
    `WITH hits AS (
       SELECT uid, 0 AS rank FROM members WHERE uid = $1
       UNION ALL
       SELECT uid, 0 FROM members WHERE phone = $2 AND country_code = ANY($3::text[])
       UNION ALL
       (SELECT uid, CASE WHEN lower(username) = $4 THEN 0 ELSE 1 END FROM members
        WHERE lower(username) LIKE $5 ESCAPE '\\'
        ORDER BY lower(username) = $4 DESC, lower(username) LIMIT $6)
     )
     SELECT m.uid, m.username, m.country_code, m.phone, m.kyc_status, m.created_at
     FROM members m JOIN (SELECT uid, min(rank) AS rank FROM hits GROUP BY uid) h USING (uid)
     ORDER BY h.rank, lower(m.username), m.uid
     LIMIT $6`,
    [
      terms.uid,
      terms.phone?.phone ?? null,
      terms.phone?.countryCodes ?? [],
      terms.username,
      `${likeLiteral(terms.username)}%`,
      SEARCH_HITS_MAX,
    ],
  );
}

export type LiveSessionRow = {
  id: string;
  created_at: Date;
  expires_at: Date;
  ip: string;
  device: string;
  scope: SessionScope;
};

/** A player's live sessions (not revoked, not expired), newest first. */
export async function liveSessionsOf(
  q: Queryable,
  uid: number,
  now: number,
): Promise<LiveSessionRow[]> {
  return q.query<LiveSessionRow>(
    `SELECT id, created_at, expires_at, ip, device, scope FROM member_sessions
     WHERE uid = $1 AND revoked_at IS NULL AND expires_at > $2
     ORDER BY created_at DESC, id`,
    [uid, new Date(now)],
  );
}

export type NoteRow = {
  id: number;
  operator_username: string;
  text: string;
  created_at: Date;
};

/** Appends an operator's note on a player (member_notes: never changed afterwards). */
export async function insertNote(
  q: Queryable,
  n: { uid: number; operatorId: number; operator: string; text: string; now: number },
): Promise<NoteRow> {
  const [row] = await q.query<NoteRow>(
    `INSERT INTO member_notes (uid, operator_id, operator_username, text, created_at)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING id, operator_username, text, created_at`,
    [n.uid, n.operatorId, n.operator, n.text, new Date(n.now)],
  );
  return row!;
}

/** A player's notes, newest first. */
export async function notesOf(q: Queryable, uid: number): Promise<NoteRow[]> {
  return q.query<NoteRow>(
    `SELECT id, operator_username, text, created_at FROM member_notes
     WHERE uid = $1 ORDER BY id DESC`,
    [uid],
  );
}
