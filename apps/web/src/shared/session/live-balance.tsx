import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { calls, liveSocketUrl } from '@pisoplay/contract';
import type { LiveServerEvent } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { env } from '@/shared/config/env';
import { queryKeys } from '@/shared/queries/query-keys';

/** A server going away for a restart closes its sockets with this code (docs/scaling.md). */
const SERVER_RESTARTING = 1012;
const MAX_RETRY_MS = 30_000;

/** After a restart the clients come back spread over a second, not all at once. */
const restartDelay = () => 200 + Math.random() * 1000;
const backoff = (attempt: number) => Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt);

/**
 * Keeps the signed-in player's live socket (docs/scaling.md, "Balance push") open: each note
 * that their balances moved reads the wallet again, so every balance on screen follows a
 * deposit, a bet, a win or a bonus within about a second, whichever server it happened on.
 * A closed socket is opened again with a new ticket (at once after a server restart, else
 * backing off). Mounted once per session (keyed by its token).
 */
export function LiveBalance() {
  const api = useApiCall();
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const again = (delay: number) => {
      if (active) retry = setTimeout(connect, delay);
    };
    function connect() {
      api(calls.liveTicket, {}).then(
        ({ ticket }) => {
          if (!active) return;
          socket = new WebSocket(liveSocketUrl(env.apiBaseUrl || window.location.origin, ticket));
          socket.onopen = () => {
            attempt = 0;
          };
          socket.onmessage = (message) => {
            const event = JSON.parse(String(message.data)) as LiveServerEvent;
            if (event.type === 'balance') {
              void queryClient.invalidateQueries({ queryKey: queryKeys.wallets() });
            }
          };
          socket.onclose = (closed) =>
            again(closed.code === SERVER_RESTARTING ? restartDelay() : backoff(attempt++));
        },
        () => again(backoff(attempt++)),
      );
    }
    connect();
    return () => {
      active = false;
      clearTimeout(retry);
      socket?.close(1000);
    };
  }, [api, queryClient]);
  return null;
}
