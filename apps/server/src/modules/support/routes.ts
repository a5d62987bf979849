import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { route } from '../../http/route.ts';
import { languageOfRequest } from '../../platform/i18n/localize.ts';
import type { createSupportService } from './support-service.ts';

/** Help, news, feedback, and the operators' feedback list. */
export function registerSupportRoutes(
  app: FastifyInstance,
  support: ReturnType<typeof createSupportService>,
): void {
  // Help in the language asked for (else the lang header's), news in the lang header's.
  route(app, calls.helpList, ({ payload, request }) =>
    support.help(payload.language ?? languageOfRequest(request)),
  );
  route(app, calls.newsList, ({ payload, request }) =>
    support.news(payload.page, payload.page_size, languageOfRequest(request)),
  );
  route(app, calls.feedbackSubmit, ({ caller, payload, request }) =>
    support.submitFeedback(caller, request.ip, payload.content),
  );
  route(app, calls.adminFeedbackList, ({ payload }) =>
    support.feedbackList(payload.page, payload.page_size),
  );
}
