import type { LiveServerEvent } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { sendTo } from '../../platform/events/peer.ts';
import type { Peer } from '../../platform/events/peer.ts';
import { balanceStamps } from '../ledger/index.ts';

/** How often the balances of the players connected here are compared: the push's delay. */
export const BALANCE_WATCH_MS = 250;

/**
 * Pushes `{ type: 'balance' }` to a connected player whenever their balances moved, however
 * they moved (a deposit credited by the gateway's call on another server, a bet, a win, a
 * bonus, an operator's correction): each server compares, every 250 ms, the ledger balances of
 * the players connected to it with what it last saw. The ledger is the one source; nothing on
 * the money path has to remember to announce (docs/scaling.md, "Balance push"). A socket's
 * first note comes as soon as it is watched: whatever moved while it was (re)opening is read.
 */
export function createBalanceWatch(db: Queryable, log: Logger) {
  const peers = new Map<number, Set<Peer>>();
  const seen = new Map<number, string>();
  const event: LiveServerEvent = { type: 'balance' };

  async function compare(): Promise<void> {
    if (peers.size === 0) return;
    const stamps = await balanceStamps(db, [...peers.keys()]);
    for (const [uid, stamp] of stamps) {
      const before = seen.get(uid);
      seen.set(uid, stamp);
      // A new socket's first note says: read the balance now (it may have moved while the
      // socket was opening, or closed during a restart).
      if (before === stamp) continue;
      for (const peer of peers.get(uid) ?? []) sendTo(peer, event);
    }
  }

  let comparing = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (comparing) return;
    comparing = true;
    compare()
      .catch((error: unknown) => {
        if (!stopped) log.warn({ err: error }, 'comparing balances failed');
      })
      .finally(() => {
        comparing = false;
      });
  }, BALANCE_WATCH_MS);
  timer.unref();

  return {
    add(uid: number, peer: Peer): () => void {
      const set = peers.get(uid) ?? new Set<Peer>();
      peers.set(uid, set);
      set.add(peer);
      // A player already watched here: this socket's first note now (else the first comparison).
      if (seen.has(uid)) sendTo(peer, event);
      return () => {
        set.delete(peer);
        if (set.size > 0) return;
        peers.delete(uid);
        seen.delete(uid);
      };
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
