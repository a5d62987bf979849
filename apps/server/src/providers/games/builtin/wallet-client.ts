import { WALLET_PATH, type WalletAction, type WalletReply } from '@pisoplay/contract';
import { bodySignature, isBodySignature } from '../../../platform/crypto.ts';

/**
 * The built-in provider's client of the seamless wallet (docs/seamless-wallet.md): JSON bodies
 * signed with HMAC-SHA256 under the provider's secret, replies checked the same way. A call
 * whose answer is lost (network error, timeout, HTTP 5xx, an unsigned reply) is sent again with
 * the same ids, each time freshly signed; when every try fails the outcome is 'unknown'.
 */
export type WalletAnswer =
  { outcome: 'answered'; reply: WalletReply } | { outcome: 'unknown'; error: string };

/** Sends one signed request; answers the HTTP status, the raw reply body and its signature. */
export type WalletTransport = (request: {
  path: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<{ status: number; body: string; signature: string | null }>;

export type WalletClient = {
  call(action: WalletAction, body: Record<string, unknown>): Promise<WalletAnswer>;
};

/** HTTP transport with a per-try timeout, to `origin` (this server, or a test's stand-in). */
export function httpTransport(origin: string, timeoutMs = 5_000): WalletTransport {
  return async ({ path, body, headers }) => {
    const response = await fetch(new URL(path, origin), {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      status: response.status,
      body: await response.text(),
      signature: response.headers.get('x-signature'),
    };
  };
}

export function createWalletClient(options: {
  providerId: string;
  secret: string;
  transport: WalletTransport;
  now?: () => number;
  /** Waits before the second, third... try. */
  retryDelaysMs?: readonly number[];
}): WalletClient {
  const { providerId, secret, transport } = options;
  const now = options.now ?? Date.now;
  const delays = options.retryDelaysMs ?? [100, 400];

  async function attempt(
    action: WalletAction,
    fields: Record<string, unknown>,
  ): Promise<WalletAnswer> {
    const body = JSON.stringify({ ...fields, timestamp: now() });
    try {
      const response = await transport({
        path: `${WALLET_PATH}${action}`,
        body,
        headers: {
          'content-type': 'application/json',
          'x-provider-id': providerId,
          'x-signature': bodySignature(secret, body),
        },
      });
      if (response.status !== 200) {
        return {
          outcome: 'unknown',
          error: `HTTP ${response.status}: ${response.body.slice(0, 200)}`,
        };
      }
      if (!isBodySignature(secret, response.body, response.signature)) {
        return { outcome: 'unknown', error: 'reply not signed by the wallet' };
      }
      const reply = JSON.parse(response.body) as WalletReply;
      if (typeof reply.status !== 'string')
        return { outcome: 'unknown', error: 'reply without status' };
      return { outcome: 'answered', reply };
    } catch (error) {
      return { outcome: 'unknown', error: String(error).slice(0, 200) };
    }
  }

  return {
    async call(action, fields) {
      let answer = await attempt(action, fields);
      for (const delay of delays) {
        if (answer.outcome === 'answered') break;
        await new Promise((resolve) => setTimeout(resolve, delay));
        answer = await attempt(action, fields);
      }
      return answer;
    },
  };
}
