// How the cluster test's players and operators reach the product: the contract's API client
// (createApiClient, as both apps use it) through the load balancer, each actor from a network
// address of its own (X-Forwarded-For, so the per-address limits see many clients). A call that
// fails on the way (network error, 502 from the proxy, 503 from a closing server) is tried again
// a few times after a short wait, with the same payload (so the same idempotency key) and a
// fresh signature, as a patient client would. Every such failure is recorded in Traffic, and so
// is the instance that answered each call (the proxy names it), per actor.
import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError, calls } from '../../packages/contract/src/index.ts';
import type { PayloadOf, ReplyOf, Session } from '../../packages/contract/src/index.ts';
import { createApiClient } from '../../packages/contract/src/client/api-client.ts';
import type { AnyCall } from '../../packages/contract/src/client/api-client.ts';
import { BACKEND_HEADER } from './proxy.mjs';

/** Where the instance that answered a call is noted, for callVia. */
const answeredBy = new AsyncLocalStorage<{ backend: string }>();
const TRIES = 6;
const BACKOFF_MS = 150;

/** What the clients saw of the cluster: every failure on the way, and calls that gave up. */
export type Traffic = {
  calls: number;
  /** Failures that were tried again (or gave up): when, which call, what happened. */
  transient: { at: number; what: string; detail: string }[];
  /** Calls still failing after every try. */
  gaveUp: { what: string; detail: string }[];
};

export const newTraffic = (): Traffic => ({ calls: 0, transient: [], gaveUp: [] });

/** A failure on the way (a 502 or 503, a lost socket): not an answer of the product. */
export class Transient extends Error {}

const isTransient = (error: unknown) =>
  error instanceof Transient ||
  (error instanceof AppError && error.code === 'ERR_NETWORK') ||
  (error instanceof TypeError && error.message === 'fetch failed');

const detailOf = (error: unknown) => {
  const cause = error instanceof Error ? error.cause : undefined;
  const root = cause instanceof Error ? (cause.cause ?? cause) : cause;
  const code = (root as { code?: string } | undefined)?.code;
  if (code) return code;
  return root instanceof Error ? root.message : error instanceof Error ? error.message : 'error';
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ClusterClient = ReturnType<typeof clusterClient>;

/**
 * An actor's client: `origin` is the proxy's (or an instance's) address, `address` the network
 * address it presents. A player signs in with signIn; an operator's session is set with use.
 */
export function clusterClient(origin: string, address: string, traffic: Traffic) {
  let session: Session | null = null;
  /** The instances that answered this actor's calls, with how many each. */
  const backends = new Map<string, number>();

  async function viaProxy(input: string | URL | Request, init?: RequestInit) {
    const headers = new Headers(init?.headers);
    headers.set('x-forwarded-for', address);
    traffic.calls += 1;
    const response = await fetch(input, { ...init, headers });
    const backend = response.headers.get(BACKEND_HEADER);
    if (backend) {
      backends.set(backend, (backends.get(backend) ?? 0) + 1);
      const answering = answeredBy.getStore();
      if (answering) answering.backend = backend;
    }
    if (response.status === 502 || response.status === 503) {
      await response.arrayBuffer();
      throw new Transient(`HTTP ${response.status} from ${backend ?? 'the proxy'}`);
    }
    return response;
  }

  async function retried<T>(what: string, attempt: () => Promise<T>): Promise<T> {
    for (let tried = 1; ; tried += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (!isTransient(error)) throw error;
        const detail = error instanceof Transient ? error.message : detailOf(error);
        traffic.transient.push({ at: Date.now(), what, detail });
        if (tried >= TRIES) {
          traffic.gaveUp.push({ what, detail });
          throw error;
        }
        await sleep(BACKOFF_MS * tried);
      }
    }
  }

  const api = createApiClient({
    fetch: viaProxy,
    baseUrl: origin,
    getSession: () => session,
    onAuthFailure: () => {},
    device: () => '25',
  });

  return {
    origin,
    address,
    backends,
    get session() {
      return session;
    },
    use(next: Session) {
      session = next;
    },
    /** Runs `attempt`, again after a failure on the way (Transient, network), counted as `what`. */
    retried,
    /** A call of the contract, tried again on failures on the way. */
    call<C extends AnyCall>(call: C, payload?: PayloadOf<C>): Promise<ReplyOf<C>> {
      return retried(call.path, () => api(call, payload));
    },
    /** A call of the contract as `call`, with the instance that answered it. */
    async callVia<C extends AnyCall>(call: C, payload?: PayloadOf<C>) {
      const answering = { backend: '' };
      const reply = await answeredBy.run(answering, () => this.call(call, payload));
      return { reply, backend: answering.backend };
    },
    /** A plain HTTP request (game API, checkout page), tried again on failures on the way. */
    http(path: string, init: RequestInit = {}): Promise<Response> {
      return retried(path, () => viaProxy(new URL(path, origin), init));
    },
    /** Signs in with a phone and password; the session is used from then on. */
    async signIn(phone: string, password: string): Promise<Session> {
      const signedIn = await this.call(calls.passwordLogin, {
        country_code: '63',
        phone,
        password,
      });
      session = signedIn;
      return signedIn;
    },
  };
}
