import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { resolveAuthSecret } from '../../platform/auth-secret.ts';
import { createChatHub } from './chat-hub.ts';
import { createChatService } from './chat-service.ts';
import type { ChatService } from './chat-service.ts';
import { registerChatRoutes, registerChatSocket } from './routes.ts';

/** The customer-service chat: HTTP calls, the real-time channel, the automatic reply. */
export async function chatModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // The hub reports deliveries to the service, which sends through the hub.
  const service: { chat?: ChatService } = {};
  const hub = createChatHub({
    db: deps.db,
    events: deps.events,
    log: app.log,
    onDelivered: (message) => {
      service.chat
        ?.delivered(message)
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'marking a chat message delivered failed'),
        );
    },
  });
  const chat = createChatService({
    db: deps.db,
    clock: deps.clock,
    secret: resolveAuthSecret(deps.config),
    hub,
  });
  service.chat = chat;
  registerChatRoutes(app, chat);
  await registerChatSocket(app, chat, hub);
  app.addHook('preClose', () => hub.close());
}
