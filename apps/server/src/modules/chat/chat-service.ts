import {
  AppError,
  DEFAULT_LANGUAGE,
  businessError,
  notFound,
  validationError,
} from '@pisoplay/contract';
import type {
  Language,
  ChatConversationSummary,
  ChatMessage,
  ChatSession,
  ChatConversationState,
  Paged,
} from '@pisoplay/contract';
import type { Caller, OperatorCaller } from '../../caller.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import { randomToken, sha256Hex } from '../../platform/crypto.ts';
import { localizerFor } from '../../platform/i18n/localize.ts';
import { signedUploadUrl } from '../members/index.ts';
import type { ThrottleRule } from '../../platform/throttle/throttle-rule.ts';
import { forgetAttempt, takeAttempt } from '../../platform/throttle/throttle-queries.ts';
import { findUpload } from '../../platform/uploads/uploads-queries.ts';
import { searchHelp } from '../support/index.ts';
import type { ChatHub } from './chat-hub.ts';
import {
  claimBotReply,
  closeConversation,
  conversationById,
  conversationMessages,
  findOpenConversation,
  insertMessage,
  insertTicket,
  listConversations,
  markMessages,
  openConversation,
  ownerMessages,
  spendTicket,
  updateContact,
} from './chat-queries.ts';
import type { ChatOwner, ConversationRow, MessageRow } from './chat-queries.ts';

const MINUTE = 60_000;
/** Messages one player or visitor may send in a minute. */
export const CHAT_SENDS: ThrottleRule = { max: 20, windowMs: MINUTE, lockMs: 0 };
/** New visitor conversations from one address in an hour (players have one each anyway). */
export const CHAT_VISITOR_OPENS: ThrottleRule = { max: 30, windowMs: 60 * MINUTE, lockMs: 0 };
const TICKET_TTL_MS = MINUTE;
const IMAGE_LINK_TTL_MS = 60 * MINUTE;
const SUGGESTIONS = 3;

export const CHAT_MESSAGES = {
  noOwner: 'Sign in or open the chat from this browser first',
  tooFast: 'You are sending messages too quickly. Please wait a moment.',
  tooManyVisitors: 'Too many new chats from this network. Please try again later.',
  imageNeedsAccount: 'Please sign in to send images',
  unknownImage: 'Unknown image',
  closed: 'This conversation is closed',
  botGreeting: 'Thanks for your message! An agent will reply here as soon as one is available.',
  botSuggestions: 'Meanwhile, these help articles may answer your question:',
  botNoSuggestions: 'Meanwhile, you can browse the Help Center for quick answers.',
} as const;

/**
 * Words of a message worth looking up in the help centre: not the small words of English or
 * Filipino.
 */
const STOP_WORDS = new Set(
  [
    'the and for you your with this that have what when where which how why can not are was from will about please help there them they just into',
    'ang mga ako ikaw kayo kami tayo sila siya niya namin natin nila kung para paano bakit ano saan kailan ito iyan iyon yung lang din rin naman pero may mayroon wala hindi nang pag',
  ]
    .join(' ')
    .split(' '),
);
export const searchWords = (text: string): string[] =>
  [...new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? [])]
    .filter((w) => !STOP_WORDS.has(w))
    .slice(0, 8);

export type ChatContext = { db: Database; clock: Clock; secret: string; hub: ChatHub };

export function createChatService(ctx: ChatContext) {
  const iso = (date: Date | null) => (date ? date.toISOString() : '');
  const toMessage = (row: MessageRow): ChatMessage => ({
    id: row.id,
    conversation_id: row.conversation_id,
    author: row.author,
    text: row.text,
    image_url: row.image_key
      ? signedUploadUrl(ctx.secret, row.image_key, ctx.clock.now() + IMAGE_LINK_TTL_MS)
      : '',
    created_at: iso(row.created_at),
    delivered_at: iso(row.delivered_at),
    read_at: iso(row.read_at),
  });

  function ownerOf(caller: Caller | null, visitor: string | undefined): ChatOwner {
    if (caller) return { uid: caller.uid };
    if (visitor) return { visitorHash: sha256Hex(`chat-visitor:${visitor}`) };
    throw validationError(CHAT_MESSAGES.noOwner);
  }

  async function newTicket(conversationId: number | null, operatorId: number | null) {
    const ticket = randomToken();
    await insertTicket(ctx.db, {
      hash: sha256Hex(ticket),
      conversationId,
      operatorId,
      expiresAt: ctx.clock.now() + TICKET_TTL_MS,
    });
    return ticket;
  }

  /** Marks one side's messages and tells the other side, when something changed. */
  async function mark(
    kind: 'delivered' | 'read',
    conversationId: number,
    side: 'player' | 'staff',
    upTo: number,
  ) {
    const now = ctx.clock.now();
    const changed = await markMessages(ctx.db, kind, { conversationId, side, upTo, now });
    if (!changed) return;
    const event = {
      type: kind,
      conversation_id: conversationId,
      up_to: changed,
      at: new Date(now).toISOString(),
    } as const;
    // The authors of the marked messages are the ones who want to know.
    if (side === 'player') await ctx.hub.toPlayer(conversationId, event);
    else await ctx.hub.toOperators(event);
  }

  async function publish(row: MessageRow): Promise<ChatMessage> {
    const message = toMessage(row);
    // Whichever server has a socket of the other side marks it delivered (`delivered`).
    await ctx.hub.toPlayer(row.conversation_id, { type: 'message', message });
    await ctx.hub.toOperators({ type: 'message', message });
    return message;
  }

  /**
   * The first message while no operator is connected gets help articles that match it, in the
   * language the player wrote from (the articles of that language, else English ones).
   */
  async function autoReply(
    conversation: ConversationRow,
    text: string,
    language: Language,
  ): Promise<void> {
    if (ctx.hub.operatorOnline() || conversation.bot_replied) return;
    if (!(await claimBotReply(ctx.db, conversation.id))) return;
    const matches = await searchHelp(ctx.db, searchWords(text), SUGGESTIONS, language);
    const say = localizerFor(language);
    const reply = [
      say(CHAT_MESSAGES.botGreeting),
      matches.length
        ? [say(CHAT_MESSAGES.botSuggestions), ...matches.map((m) => `• ${m.title}`)].join('\n')
        : say(CHAT_MESSAGES.botNoSuggestions),
    ].join('\n\n');
    const row = await insertMessage(ctx.db, {
      conversationId: conversation.id,
      author: 'bot',
      text: reply,
      now: ctx.clock.now(),
    });
    await publish(row);
  }

  async function openConversationOf(
    owner: ChatOwner,
    ip: string,
    details: { name: string; email: string },
  ): Promise<ConversationRow> {
    const existing = await findOpenConversation(ctx.db, owner);
    if (existing) {
      if (details.name || details.email) await updateContact(ctx.db, existing.id, details);
      return existing;
    }
    const subject = `ip:${ip}`;
    if ('visitorHash' in owner) {
      const attempt = await takeAttempt(
        ctx.db,
        'chat-open-ip',
        subject,
        CHAT_VISITOR_OPENS,
        ctx.clock.now(),
      );
      if (!attempt.allowed) throw businessError(CHAT_MESSAGES.tooManyVisitors);
    }
    const opened = await openConversation(ctx.db, owner, { ...details, now: ctx.clock.now() });
    if (!opened.created && 'visitorHash' in owner) {
      await forgetAttempt(ctx.db, 'chat-open-ip', subject);
    }
    return opened.conversation;
  }

  async function operatorConversation(id: number): Promise<ConversationRow> {
    const conversation = await conversationById(ctx.db, id);
    if (!conversation) throw notFound('Conversation not found');
    return conversation;
  }

  return {
    async open(
      caller: Caller | null,
      ip: string,
      p: { visitor?: string; name: string; email: string },
    ): Promise<ChatSession> {
      const owner = ownerOf(caller, p.visitor);
      const conversation = await openConversationOf(owner, ip, p);
      const rows = await ownerMessages(ctx.db, owner, 0);
      const last = rows.at(-1);
      if (last) await mark('delivered', conversation.id, 'staff', last.id);
      return {
        conversation_id: conversation.id,
        state: conversation.state,
        messages: rows.map(toMessage),
        ticket: await newTicket(conversation.id, null),
        operator_online: ctx.hub.operatorOnline(),
      };
    },

    async send(
      caller: Caller | null,
      ip: string,
      p: { visitor?: string; text: string; image?: string },
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<ChatMessage> {
      const owner = ownerOf(caller, p.visitor);
      const subject = 'uid' in owner ? `uid:${owner.uid}` : `visitor:${owner.visitorHash}`;
      const attempt = await takeAttempt(ctx.db, 'chat-send', subject, CHAT_SENDS, ctx.clock.now());
      if (!attempt.allowed) throw businessError(CHAT_MESSAGES.tooFast);
      if (p.image) {
        if (!caller) throw new AppError('ERR_FILE_UPLOAD', CHAT_MESSAGES.imageNeedsAccount);
        const upload = await findUpload(ctx.db, p.image);
        // Only the player's own uploads, which passed the upload checks (docs/auth.md).
        if (!upload || upload.uid !== caller.uid) {
          throw new AppError('ERR_FILE_UPLOAD', CHAT_MESSAGES.unknownImage);
        }
      }
      const conversation = await openConversationOf(owner, ip, { name: '', email: '' });
      const row = await insertMessage(ctx.db, {
        conversationId: conversation.id,
        author: 'player',
        text: p.text,
        imageKey: p.image,
        now: ctx.clock.now(),
      });
      const message = await publish(row);
      await autoReply(conversation, p.text, language);
      return message;
    },

    async messages(
      caller: Caller | null,
      p: { visitor?: string; after: number },
    ): Promise<ChatMessage[]> {
      const owner = ownerOf(caller, p.visitor);
      const rows = await ownerMessages(ctx.db, owner, p.after);
      const last = rows.at(-1);
      if (last) await mark('delivered', last.conversation_id, 'staff', last.id);
      return rows.map(toMessage);
    },

    /** The player read the other side's messages up to `upTo` (of their open conversation). */
    async read(caller: Caller | null, p: { visitor?: string; up_to: number }): Promise<boolean> {
      const conversation = await findOpenConversation(ctx.db, ownerOf(caller, p.visitor));
      if (!conversation) return false;
      await mark('read', conversation.id, 'staff', p.up_to);
      return true;
    },

    /** From the player's socket: typing and read marks of their own conversation only. */
    playerTyping: (conversationId: number) =>
      ctx.hub.toOperators({ type: 'typing', conversation_id: conversationId, author: 'player' }),
    playerRead: (conversationId: number, upTo: number) =>
      mark('read', conversationId, 'staff', upTo),

    async list(
      state: ChatConversationState,
      page: number,
      pageSize: number,
    ): Promise<Paged<ChatConversationSummary>> {
      const { items, total } = await listConversations(ctx.db, state, page, pageSize);
      return { d: items, t: total, s: 1 };
    },

    async operatorMessages(id: number, after: number): Promise<ChatMessage[]> {
      await operatorConversation(id);
      const rows = await conversationMessages(ctx.db, id, after);
      const last = rows.at(-1);
      if (last) await mark('delivered', id, 'player', last.id);
      return rows.map(toMessage);
    },

    async operatorSend(operator: OperatorCaller, id: number, text: string): Promise<ChatMessage> {
      const conversation = await operatorConversation(id);
      if (conversation.state !== 'open') throw businessError(CHAT_MESSAGES.closed);
      // An operator answered: the automatic reply has nothing more to say.
      await claimBotReply(ctx.db, id);
      const row = await insertMessage(ctx.db, {
        conversationId: id,
        author: 'operator',
        operatorId: operator.operatorId,
        text,
        now: ctx.clock.now(),
      });
      return publish(row);
    },

    async operatorRead(id: number, upTo: number): Promise<boolean> {
      await operatorConversation(id);
      await mark('read', id, 'player', upTo);
      return true;
    },
    operatorTyping: (conversationId: number) =>
      ctx.hub.toPlayer(conversationId, {
        type: 'typing',
        conversation_id: conversationId,
        author: 'operator',
      }),

    async close(operator: OperatorCaller, id: number): Promise<boolean> {
      await operatorConversation(id);
      const closed = await closeConversation(
        ctx.db,
        id,
        `operator:${operator.username}`,
        ctx.clock.now(),
      );
      if (!closed) throw businessError(CHAT_MESSAGES.closed);
      await ctx.hub.toPlayer(id, { type: 'closed', conversation_id: id });
      await ctx.hub.toOperators({ type: 'closed', conversation_id: id });
      return true;
    },

    operatorTicket: async (operator: OperatorCaller) => ({
      ticket: await newTicket(null, operator.operatorId),
    }),

    /** A message reached a socket of the other side (on any server): delivered. */
    delivered: (message: { conversation_id: number; id: number; author: string }) =>
      mark(
        'delivered',
        message.conversation_id,
        message.author === 'player' ? 'player' : 'staff',
        message.id,
      ),

    /** What a socket's ticket opens, once. */
    spendTicket: (ticket: string) => spendTicket(ctx.db, sha256Hex(ticket), ctx.clock.now()),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
