import type { FastifyInstance } from 'fastify';
import { CHAT_SOCKET_PATH, calls, tokenError } from '@pisoplay/contract';
import type { ChatClientEvent } from '@pisoplay/contract';
import { route } from '../../http/route.ts';
import { keepAlive } from '../../http/web-sockets.ts';
import { languageOfRequest } from '../../platform/i18n/localize.ts';
import type { ChatHub } from './chat-hub.ts';
import type { ChatService } from './chat-service.ts';

/** The player's and the operator's chat calls over HTTP. */
export function registerChatRoutes(app: FastifyInstance, chat: ChatService): void {
  route(app, calls.chatOpen, ({ caller, payload, request }) =>
    chat.open(caller, request.ip, payload),
  );
  route(app, calls.chatSend, ({ caller, payload, request }) =>
    chat.send(caller, request.ip, payload, languageOfRequest(request)),
  );
  route(app, calls.chatMessages, ({ caller, payload }) => chat.messages(caller, payload));
  route(app, calls.chatRead, ({ caller, payload }) => chat.read(caller, payload));

  route(app, calls.adminChatList, ({ payload }) =>
    chat.list(payload.state, payload.page, payload.page_size),
  );
  route(app, calls.adminChatMessages, ({ payload }) =>
    chat.operatorMessages(payload.id, payload.after),
  );
  route(app, calls.adminChatSend, ({ caller, payload }) =>
    chat.operatorSend(caller, payload.id, payload.text),
  );
  route(app, calls.adminChatRead, ({ payload }) => chat.operatorRead(payload.id, payload.up_to));
  route(app, calls.adminChatClose, ({ caller, payload }) => chat.close(caller, payload.id));
  route(app, calls.adminChatTicket, ({ caller }) => chat.operatorTicket(caller));
}

function parseClientEvent(data: unknown): ChatClientEvent | null {
  try {
    const event = JSON.parse(String(data)) as Partial<ChatClientEvent>;
    if (event.type === 'typing')
      return { type: 'typing', conversation_id: num(event.conversation_id) };
    if (event.type === 'read' && num(event.up_to)) {
      return {
        type: 'read',
        conversation_id: num(event.conversation_id),
        up_to: num(event.up_to)!,
      };
    }
  } catch {
    // not JSON: ignored
  }
  return null;
}
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31
    ? value
    : undefined;

/**
 * GET /chat/socket?ticket=…: the real-time channel. A browser cannot sign an upgrade request, so
 * the socket is opened with a single-use ticket from a signed call (chatOpen, adminChatTicket),
 * spent before the upgrade. A player's socket is bound to the ticket's conversation; an
 * operator's sees every conversation. Clients send only typing and read signals here.
 */
export async function registerChatSocket(
  app: FastifyInstance,
  chat: ChatService,
  hub: ChatHub,
): Promise<void> {
  app.get<{ Querystring: { ticket?: string } }>(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        const ticket = request.query.ticket;
        const opened =
          typeof ticket === 'string' && /^[A-Za-z0-9_-]{20,64}$/.test(ticket)
            ? await chat.spendTicket(ticket)
            : null;
        if (!opened) throw tokenError();
        (request as { chatTicket?: typeof opened }).chatTicket = opened;
      },
    },
    (socket, request) => {
      const opened = (
        request as unknown as {
          chatTicket: { conversation_id: number | null; operator_id: number | null };
        }
      ).chatTicket;
      const conversationId = opened.conversation_id;
      const leave =
        conversationId !== null ? hub.addPlayer(conversationId, socket) : hub.addOperator(socket);
      keepAlive(socket);
      socket.on('message', (data) => {
        const event = parseClientEvent(data);
        if (!event) return;
        const work =
          conversationId !== null
            ? event.type === 'typing'
              ? chat.playerTyping(conversationId)
              : chat.playerRead(conversationId, event.up_to)
            : event.conversation_id === undefined
              ? undefined
              : event.type === 'typing'
                ? chat.operatorTyping(event.conversation_id)
                : chat.operatorRead(event.conversation_id, event.up_to);
        Promise.resolve(work).catch((error: unknown) =>
          request.log.warn({ err: error }, 'chat socket event failed'),
        );
      });
      socket.on('close', leave);
    },
  );
}
