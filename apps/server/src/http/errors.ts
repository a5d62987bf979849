import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  CBOR_CONTENT_TYPE,
  FORBIDDEN,
  HTTP_STATUS_BY_CODE,
  fail,
  withdrawTicketOf,
} from '@pisoplay/contract';
import type { ErrorCode } from '@pisoplay/contract';
import { localizerOf } from '../platform/i18n/localize.ts';
import { cborPayload } from './cbor.ts';
import { RATE_LIMITED } from './rate-limit.ts';

/** The server's own words for failures that are not a module's refusal. */
export const HTTP_MESSAGES = {
  unsupportedType: 'Unsupported content type',
  tooLarge: 'Request body is too large',
  badRequest: 'Bad request',
  internal: 'Internal Server Error',
  invalidPayload: 'Invalid payload',
  noSuchPath: (method: string, path: string) => `No such path: ${method} ${path}`,
} as const;

/**
 * Sends the failure envelope with `message` in the request's language (the `lang` header;
 * English where the message has no translation, docs/i18n.md). Logs keep the English. A sign-in
 * refused for a self-exclusion also carries its withdraw-only ticket (`withdraw_ticket`).
 */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  status?: number,
  withdrawTicket?: string,
) {
  return reply
    .code(status ?? HTTP_STATUS_BY_CODE[code])
    .type(CBOR_CONTENT_TYPE)
    .send(
      cborPayload(
        fail(code, localizerOf(request)(message), {
          ...(withdrawTicket !== undefined && { withdraw_ticket: withdrawTicket }),
        }),
      ),
    );
}

/** Turns any error into the contract's failure envelope; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        if (HTTP_STATUS_BY_CODE[error.code] >= 500)
          request.log.error({ err: error }, 'request failed');
        else if (error.code === 'ERR_CBOR')
          request.log.info({ reason: String(error.cause ?? error.message) }, 'bad CBOR body');
        return sendFailure(
          request,
          reply,
          error.code,
          error.message,
          error.cause === FORBIDDEN ? 403 : undefined,
          withdrawTicketOf(error) ?? undefined,
        );
      }
      const status = (error as FastifyError).statusCode ?? 500;
      if (error.code === RATE_LIMITED) {
        return sendFailure(request, reply, 'ERR_BUSINESS', error.message, 429);
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return sendFailure(request, reply, 'ERR_VALIDATION', HTTP_MESSAGES.unsupportedType, 415);
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendFailure(request, reply, 'ERR_VALIDATION', HTTP_MESSAGES.tooLarge, 413);
      }
      if (status >= 400 && status < 500) {
        // Fastify's own words name its internals; the client gets a stable one of ours.
        request.log.info({ reason: error.message, code: error.code }, 'bad request');
        return sendFailure(request, reply, 'ERR_VALIDATION', HTTP_MESSAGES.badRequest, status);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendFailure(request, reply, 'ERR_SERVER', HTTP_MESSAGES.internal);
    },
  );

  app.setNotFoundHandler((request, reply) =>
    sendFailure(
      request,
      reply,
      'ERR_NOT_FOUND',
      HTTP_MESSAGES.noSuchPath(request.method, request.url.split('?')[0]!),
    ),
  );
}
