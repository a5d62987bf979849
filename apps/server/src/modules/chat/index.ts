import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { resolveAuthSecret } from '../../platform/auth-secret.ts';
import { createChatHub } from './chat-hub.ts';
import { createChatService } from './chat-service.ts';
import { registerChatRoutes, registerChatSocket } from './routes.ts';

/** The customer-service chat: HTTP calls, the real-time channel, the automatic reply. */
export async function chatModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const hub = createChatHub();
  const chat = createChatService({
    db: deps.db,
    clock: deps.clock,
    secret: resolveAuthSecret(deps.config),
    hub,
  });
  registerChatRoutes(app, chat);
  await registerChatSocket(app, chat, hub);
}
