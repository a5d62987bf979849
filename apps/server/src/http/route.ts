import { errorCodes } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CBOR_CONTENT_TYPE,
  HEADER_TOKEN,
  ok,
  pathSegment,
  rolesForCall,
  tokenError,
  validationError,
} from '@pisoplay/contract';
import type { CallDef, ParsedPayloadOf, PayloadEncoding, ReplyOf } from '@pisoplay/contract';
import type { z } from 'zod';
import { hasBody } from './body-digest.ts';
import { cborPayload } from './cbor.ts';
import { HTTP_MESSAGES } from './errors.ts';
import type { Caller, OperatorCaller } from '../caller.ts';
import { deepFreeze } from '../deep-freeze.ts';

export type RouteContext<C> = {
  payload: ParsedPayloadOf<C>;
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * The player on calls with `auth: true`, the operator on calls with `auth: 'operator'`; on
   * `auth: 'optional'` calls the player when the call carries a token (checked as on guarded
   * calls), else null.
   */
  caller: C extends { auth: 'operator' }
    ? OperatorCaller
    : C extends { auth: true }
      ? Caller
      : Caller | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves the player of an authenticated call, or throws the 401 'token' error; refuses a
     * session whose scope does not allow the call (a withdraw-only session, 403).
     */
    authenticate(request: FastifyRequest, call: { method: string; path: string }): Promise<Caller>;
    /**
     * Resolves the operator of an /admin call, or throws the 401 'token' error; refuses an
     * operator whose role may not make the call (OPERATOR_CALL_ROLES).
     */
    authenticateOperator(
      request: FastifyRequest,
      call: { method: string; path: string },
    ): Promise<OperatorCaller>;
  }
}

/** Until an auth module decorates `authenticate`, every guarded call is refused. */
export function registerDefaultAuthenticate(app: FastifyInstance): void {
  app.decorate('authenticate', async () => {
    throw tokenError();
  });
  app.decorate('authenticateOperator', async () => {
    throw tokenError();
  });
}

const BODY_TYPES: Partial<Record<PayloadEncoding, string>> = {
  cbor: CBOR_CONTENT_TYPE,
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** A body in another format than the call's encoding is refused with 415 before it is parsed. */
function assertBodyType(request: FastifyRequest, expected: string): void {
  if (!hasBody(request)) return;
  const actual = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (actual !== expected) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(actual || 'none');
}

/**
 * Encodings of frozen replies. A handler that answers from a cache of frozen values (the
 * catalogue) returns the same object again and again; it cannot change, so it is encoded once.
 */
const frozenReplies = new WeakMap<object, Buffer>();

/** Validated query payloads a route keeps (oldest out first): a page's worth of list queries. */
const PARSED_QUERIES_MAX = 500;

function encodeReply(data: unknown): Buffer {
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) {
    return cborPayload(ok(data));
  }
  let bytes = frozenReplies.get(data);
  if (!bytes) {
    // A copy: the encoder's result is a view into a larger buffer it keeps writing into.
    bytes = Buffer.from(cborPayload(ok(data)));
    frozenReplies.set(data, bytes);
  }
  return bytes;
}

/**
 * Registers one contract call: validates the payload with the contract's schema, resolves the
 * caller for guarded calls, runs the handler and wraps its result in the success envelope.
 */
export function route<C extends CallDef<z.ZodType, unknown>>(
  app: FastifyInstance,
  call: C,
  handler: (ctx: RouteContext<C>) => Promise<ReplyOf<C>>,
): void {
  if (call.auth === 'operator' && rolesForCall(call).length === 0) {
    throw new Error(`${call.method} ${call.path} has no roles in OPERATOR_CALL_ROLES`);
  }
  // The contract keeps payload schemas in their own modules; they are imported as routes
  // register, and each request after that reads the loaded schema without waiting.
  let schema: z.ZodType | undefined;
  const loading = call.payload.load().then((loaded) => (schema = loaded));
  const bodyType = BODY_TYPES[call.encoding];
  // A query call's payload depends on its query string only: the same query (a cached game
  // list page) is validated once. Frozen, so no handler can change what the next call reads.
  const parsedQueries = new Map<string, unknown>();
  const parsePayload = async (request: FastifyRequest): Promise<unknown> => {
    const queryAt = request.url.indexOf('?');
    const query =
      call.encoding === 'query' ? request.url.slice(queryAt + 1 || request.url.length) : null;
    if (query !== null && parsedQueries.has(query)) return parsedQueries.get(query);
    const raw = call.encoding === 'query' ? request.query : (request.body ?? {});
    const parsed = (schema ?? (await loading)).safeParse(raw);
    if (!parsed.success)
      throw validationError(parsed.error.issues[0]?.message ?? HTTP_MESSAGES.invalidPayload);
    if (query === null) return parsed.data;
    if (parsedQueries.size >= PARSED_QUERIES_MAX)
      parsedQueries.delete(parsedQueries.keys().next().value!);
    parsedQueries.set(query, deepFreeze(parsed.data));
    return parsed.data;
  };
  app.route({
    method: call.method,
    url: call.path,
    // Only calls that take a body check its type (no hook on the hot query calls).
    ...(bodyType && {
      onRequest: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
        assertBodyType(request, bodyType);
        done();
      },
    }),
    handler: async (request, reply) => {
      const caller =
        call.auth === 'operator'
          ? await app.authenticateOperator(request, call)
          : call.auth === true || (call.auth === 'optional' && request.headers[HEADER_TOKEN])
            ? await app.authenticate(request, call)
            : null;
      const params = (request.params ?? {}) as Record<string, string>;
      for (const value of Object.values(params)) {
        const checked = pathSegment.safeParse(value);
        if (!checked.success) throw validationError(checked.error.issues[0]!.message);
      }
      const payload = await parsePayload(request);
      const data = await handler({
        payload: payload as ParsedPayloadOf<C>,
        params,
        request,
        reply,
        caller: caller as RouteContext<C>['caller'],
      });
      return reply.type(CBOR_CONTENT_TYPE).send(encodeReply(data));
    },
  });
}
