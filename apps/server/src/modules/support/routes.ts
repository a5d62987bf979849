import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { route } from '../../http/route.ts';
import type { createSupportService } from './support-service.ts';

/** Help, news, feedback, and the operators' feedback list. */
export function registerSupportRoutes(
  app: FastifyInstance,
  support: ReturnType<typeof createSupportService>,
): void {
  route(app, calls.helpList, ({ payload }) => support.help(payload.language));
  route(app, calls.newsList, ({ payload }) => support.news(payload.page, payload.page_size));
  route(app, calls.feedbackSubmit, ({ caller, payload, request }) =>
    support.submitFeedback(caller, request.ip, payload.content),
  );
  route(app, calls.adminFeedbackList, ({ payload }) =>
    support.feedbackList(payload.page, payload.page_size),
  );
}
