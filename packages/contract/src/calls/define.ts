import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';
/** How the payload travels: query string, CBOR body, form-urlencoded body, or multipart. */
export type PayloadEncoding = 'query' | 'cbor' | 'form' | 'multipart';

/**
 * Who may call: anyone (false), a signed-in player (true), or a signed-in operator
 * ('operator', the /admin calls). Both sessions are proven by the same signed headers.
 * 'optional': anyone, and a client holding a session signs the call, so the server knows the
 * player (feedback and the customer-service chat, which visitors use too).
 */
export type CallAuth = boolean | 'operator' | 'optional';

/**
 * A call's payload schema, kept out of the module that defines the call: the schemas of a group of
 * calls live in its `<group>.payloads.ts` and are imported on first `load()`. So a screen that
 * only calls the API (the lobby) loads no zod; the server's `route()` and the forms load them.
 */
export type LazyPayload<P> = { load: () => Promise<P> };

export type CallDef<P extends z.ZodType, R> = {
  method: HttpMethod;
  /** Path with `:name` parameters, e.g. '/member/index/:tag'. */
  path: string;
  auth: CallAuth;
  encoding: PayloadEncoding;
  payload: LazyPayload<P>;
  /** Type-only marker for the reply's `data`; never read at run time. */
  reply?: R;
};

/**
 * The payload schemas of one group of calls, by the name of the call:
 * `const payload = payloadsOf(() => import('./catalogue.payloads.ts'))`, then
 * `payload: payload('gameList')`. The module is imported once, when a schema is first loaded.
 */
export function payloadsOf<M>(importModule: () => Promise<M>) {
  let loaded: Promise<M> | undefined;
  return <K extends keyof M>(name: K): LazyPayload<M[K]> => ({
    load: () => (loaded ??= importModule()).then((module) => module[name]),
  });
}

/**
 * Defines a call once for client and server: `defineCall<Reply>()({ ... })`.
 * The payload schema is the zod schema the server validates with (and forms reuse). The `auth`
 * literal is kept in the type, so a server handler of an `auth: true` call gets a non-null caller.
 */
export const defineCall =
  <R>() =>
  <P extends z.ZodType, A extends CallAuth, E extends PayloadEncoding = PayloadEncoding>(
    def: Omit<CallDef<P, R>, 'reply' | 'encoding' | 'auth'> & {
      auth: A;
      encoding?: E;
    },
  ) =>
    ({ encoding: def.method === 'GET' ? 'query' : 'cbor', ...def }) as CallDef<P, R> & {
      auth: A;
      encoding: E;
    };

/**
 * What the client passes: the schema's input, or FormData for a multipart call (the client
 * signs its exact encoded bytes; the server reads the file from the parsed body).
 */
export type PayloadOf<C> = C extends { encoding: 'multipart' }
  ? FormData
  : C extends CallDef<infer P, unknown>
    ? z.input<P>
    : never;
export type ParsedPayloadOf<C> = C extends CallDef<infer P, unknown> ? z.output<P> : never;
export type ReplyOf<C> = C extends CallDef<z.ZodType, infer R> ? R : never;

/** Fills `:name` parameters of a path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
