import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  CBOR_CONTENT_TYPE,
  FORBIDDEN,
  HTTP_STATUS_BY_CODE,
  fail,
} from '@pisoplay/contract';
import type { ErrorCode } from '@pisoplay/contract';
import { cborPayload } from './cbor.ts';
import { RATE_LIMITED } from './rate-limit.ts';

export function sendFailure(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  status?: number,
) {
  return reply
    .code(status ?? HTTP_STATUS_BY_CODE[code])
    .type(CBOR_CONTENT_TYPE)
    .send(cborPayload(fail(code, message)));
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
          reply,
          error.code,
          error.message,
          error.cause === FORBIDDEN ? 403 : undefined,
        );
      }
      const status = (error as FastifyError).statusCode ?? 500;
      if (error.code === RATE_LIMITED) {
        return sendFailure(reply, 'ERR_BUSINESS', error.message, 429);
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return sendFailure(reply, 'ERR_VALIDATION', 'Unsupported content type', 415);
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendFailure(reply, 'ERR_VALIDATION', 'Request body is too large', 413);
      }
      if (status >= 400 && status < 500) {
        // Fastify's own words name its internals; the client gets a stable one of ours.
        request.log.info({ reason: error.message, code: error.code }, 'bad request');
        return sendFailure(reply, 'ERR_VALIDATION', 'Bad request', status);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendFailure(reply, 'ERR_SERVER', 'Internal Server Error');
    },
  );

  app.setNotFoundHandler((request, reply) =>
    sendFailure(
      reply,
      'ERR_NOT_FOUND',
      `No such path: ${request.method} ${request.url.split('?')[0]}`,
    ),
  );
}
