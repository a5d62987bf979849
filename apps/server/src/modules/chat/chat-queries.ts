import type {
  ChatAuthor,
  ChatConversationState,
  ChatConversationSummary,
} from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';

/** Whose conversation: a signed-in player's, or a visitor browser's (its token's SHA-256). */
export type ChatOwner = { uid: number } | { visitorHash: string };

export type ConversationRow = {
  id: number;
  uid: number | null;
  visitor_hash: string | null;
  state: ChatConversationState;
  bot_replied: boolean;
};

export type MessageRow = {
  id: number;
  conversation_id: number;
  author: ChatAuthor;
  text: string;
  image_key: string | null;
  created_at: Date;
  delivered_at: Date | null;
  read_at: Date | null;
};

const ownerColumn = (owner: ChatOwner) =>
  'uid' in owner
    ? { column: 'uid', value: owner.uid as number | string }
    : { column: 'visitor_hash', value: owner.visitorHash };

const CONVERSATION = 'id, uid, visitor_hash, state, bot_replied';

export async function findOpenConversation(
  q: Queryable,
  owner: ChatOwner,
): Promise<ConversationRow | null> {
  const { column, value } = ownerColumn(owner);
  const rows = await q.query<ConversationRow>(
    `SELECT ${CONVERSATION} FROM chat_conversations WHERE ${column} = $1 AND state = 'open'`,
    [value],
  );
  return rows[0] ?? null;
}

/**
 * The owner's open conversation, made when there is none. Two opens at once both end with the
 * same row: the partial unique index lets one insert win and the other reads it.
 */
export async function openConversation(
  q: Queryable,
  owner: ChatOwner,
  details: { name: string; email: string; now: number },
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const { column, value } = ownerColumn(owner);
  const inserted = await q.query<ConversationRow>(
    `INSERT INTO chat_conversations (${column}, name, email, created_at, last_at)
     VALUES ($1, $2, $3, $4, $4) ON CONFLICT DO NOTHING RETURNING ${CONVERSATION}`,
    [value, details.name, details.email, new Date(details.now)],
  );
  if (inserted[0]) return { conversation: inserted[0], created: true };
  const existing = await findOpenConversation(q, owner);
  if (!existing) throw new Error('chat conversation vanished while opening');
  return { conversation: existing, created: false };
}

/** Fills in the name and email a player gives on a later visit, when they were missing. */
export async function updateContact(
  q: Queryable,
  id: number,
  details: { name: string; email: string },
): Promise<void> {
  await q.query(
    `UPDATE chat_conversations SET name = CASE WHEN $2 <> '' THEN $2 ELSE name END,
            email = CASE WHEN $3 <> '' THEN $3 ELSE email END WHERE id = $1`,
    [id, details.name, details.email],
  );
}

export async function conversationById(q: Queryable, id: number): Promise<ConversationRow | null> {
  const rows = await q.query<ConversationRow>(
    `SELECT ${CONVERSATION} FROM chat_conversations WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

const MESSAGE = `id, conversation_id, author, text, image_key, created_at, delivered_at, read_at`;

/** The owner's messages after `after`, across its conversations, oldest first (at most 200). */
export async function ownerMessages(
  q: Queryable,
  owner: ChatOwner,
  after: number,
): Promise<MessageRow[]> {
  const { column, value } = ownerColumn(owner);
  return q.query<MessageRow>(
    `SELECT * FROM (
       SELECT m.id, m.conversation_id, m.author, m.text, m.image_key, m.created_at,
              m.delivered_at, m.read_at
         FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
        WHERE c.${column} = $1 AND m.id > $2 ORDER BY m.id DESC LIMIT 200) recent
      ORDER BY id`,
    [value, after],
  );
}

export async function conversationMessages(
  q: Queryable,
  conversationId: number,
  after: number,
): Promise<MessageRow[]> {
  return q.query<MessageRow>(
    `SELECT ${MESSAGE} FROM chat_messages WHERE conversation_id = $1 AND id > $2
      ORDER BY id LIMIT 500`,
    [conversationId, after],
  );
}

export async function insertMessage(
  q: Queryable,
  m: {
    conversationId: number;
    author: ChatAuthor;
    operatorId?: number;
    text: string;
    imageKey?: string;
    now: number;
  },
): Promise<MessageRow> {
  const [row] = await q.query<MessageRow>(
    `INSERT INTO chat_messages (conversation_id, author, operator_id, text, image_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${MESSAGE}`,
    [m.conversationId, m.author, m.operatorId ?? null, m.text, m.imageKey ?? null, new Date(m.now)],
  );
  await q.query('UPDATE chat_conversations SET last_at = $2 WHERE id = $1', [
    m.conversationId,
    new Date(m.now),
  ]);
  return row!;
}

/** Which side's messages a mark is about: the player's (read by operators) or the others'. */
type Side = 'player' | 'staff';
const sideFilter = (side: Side) => (side === 'player' ? `author = 'player'` : `author <> 'player'`);

/**
 * Marks one side's messages of a conversation up to `upTo` as delivered or read (read implies
 * delivered); answers the highest id it changed, or 0 when nothing changed.
 */
export async function markMessages(
  q: Queryable,
  mark: 'delivered' | 'read',
  m: { conversationId: number; side: Side; upTo: number; now: number },
): Promise<number> {
  const set =
    mark === 'read'
      ? 'read_at = $3, delivered_at = coalesce(delivered_at, $3)'
      : 'delivered_at = $3';
  const [row] = await q.query<{ up_to: number | null }>(
    `WITH changed AS (
       UPDATE chat_messages SET ${set}
        WHERE conversation_id = $1 AND id <= $2 AND ${sideFilter(m.side)} AND ${mark}_at IS NULL
        RETURNING id)
     SELECT max(id) AS up_to FROM changed`,
    [m.conversationId, m.upTo, new Date(m.now)],
  );
  return row?.up_to ?? 0;
}

/** Takes the automatic reply's turn once per conversation; true for the one caller that got it. */
export async function claimBotReply(q: Queryable, conversationId: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE chat_conversations SET bot_replied = true WHERE id = $1 AND NOT bot_replied RETURNING id`,
    [conversationId],
  );
  return rows.length > 0;
}

export async function closeConversation(
  q: Queryable,
  id: number,
  closedBy: string,
  now: number,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE chat_conversations SET state = 'closed', closed_at = $3, closed_by = $2
      WHERE id = $1 AND state = 'open' RETURNING id`,
    [id, closedBy, new Date(now)],
  );
  return rows.length > 0;
}

export async function listConversations(
  q: Queryable,
  state: ChatConversationState,
  page: number,
  pageSize: number,
): Promise<{ items: ChatConversationSummary[]; total: number }> {
  const items = await q.query<Omit<ChatConversationSummary, 'last_at'> & { last_at: Date }>(
    `SELECT c.id, c.uid, c.name, c.email, c.state, c.last_at,
            coalesce((SELECT m.text FROM chat_messages m WHERE m.conversation_id = c.id
                       ORDER BY m.id DESC LIMIT 1), '') AS last_text,
            (SELECT count(*)::int FROM chat_messages m WHERE m.conversation_id = c.id
                AND m.author = 'player' AND m.read_at IS NULL) AS unread
       FROM chat_conversations c WHERE c.state = $1
      ORDER BY c.last_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [state, pageSize, (page - 1) * pageSize],
  );
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM chat_conversations WHERE state = $1',
    [state],
  );
  return {
    items: items.map((row) => ({ ...row, last_at: row.last_at.toISOString() })),
    total: count?.n ?? 0,
  };
}

export async function insertTicket(
  q: Queryable,
  t: { hash: string; conversationId: number | null; operatorId: number | null; expiresAt: number },
): Promise<void> {
  await q.query(
    `INSERT INTO chat_tickets (ticket_hash, conversation_id, operator_id, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [t.hash, t.conversationId, t.operatorId, new Date(t.expiresAt)],
  );
  // Spent and expired tickets are of no use: clear them as new ones are made.
  await q.query('DELETE FROM chat_tickets WHERE expires_at < $1', [
    new Date(t.expiresAt - 120_000),
  ]);
}

/** Spends a ticket: answers what it opens, once, or null when unknown, used or expired. */
export async function spendTicket(
  q: Queryable,
  hash: string,
  now: number,
): Promise<{ conversation_id: number | null; operator_id: number | null } | null> {
  const rows = await q.query<{ conversation_id: number | null; operator_id: number | null }>(
    `DELETE FROM chat_tickets WHERE ticket_hash = $1 RETURNING conversation_id, operator_id,
            expires_at > $2 AS live`,
    [hash, new Date(now)],
  );
  const row = rows[0] as (typeof rows)[0] & { live?: boolean };
  return row?.live ? { conversation_id: row.conversation_id, operator_id: row.operator_id } : null;
}

/** A presence row older than this is a server that stopped renewing it (it died). */
const PRESENCE_STALE = '45 seconds';

/** Records how many operators are connected to this server, now. */
export async function reportPresence(
  q: Queryable,
  serverId: string,
  operators: number,
): Promise<void> {
  await q.query(
    `INSERT INTO chat_presence (server_id, operators, seen_at) VALUES ($1, $2, now())
     ON CONFLICT (server_id) DO UPDATE SET operators = $2, seen_at = now()`,
    [serverId, operators],
  );
}

/** Takes a server out of the count (it is shutting down). */
export async function leavePresence(q: Queryable, serverId: string): Promise<void> {
  await q.query('DELETE FROM chat_presence WHERE server_id = $1', [serverId]);
}

/** Operators connected to any live server; long-dead servers' rows are cleared on the way. */
export async function countOnlineOperators(q: Queryable): Promise<number> {
  await q.query(
    `DELETE FROM chat_presence WHERE seen_at < now() - interval '${PRESENCE_STALE}' * 20`,
  );
  const [row] = await q.query<{ operators: number }>(
    `SELECT COALESCE(sum(operators), 0)::int AS operators FROM chat_presence
     WHERE seen_at > now() - interval '${PRESENCE_STALE}'`,
  );
  return row?.operators ?? 0;
}
