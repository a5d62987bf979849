import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an operator's seamless wallet (docs/seamless-wallet.md) on loopback: it checks
 * signatures and timestamps, signs its replies, keeps balances in memory and answers repeats
 * with the original reply. Tests can make it lose requests or replies, like a flaky network.
 */
export type WalletCall = { action: string; body: Record<string, unknown> };
type Reply = Record<string, unknown> & { status: string };

export async function startWalletStandIn(secret: string) {
  const calls: WalletCall[] = [];
  const tokens = new Map<string, { player: string; game: string }>();
  const balances = new Map<string, number>();
  const sessions = new Map<string, { player: string; game: string }>();
  const answered = new Map<string, { request: string; reply: Reply }>();
  const rolledBack = new Set<string>();
  const bets = new Map<string, { player: string; round: string; amount: number }>();
  const closedRounds = new Set<string>();
  /** Players whose bets the wallet now refuses, and with what (PLAYER_BLOCKED, ...). */
  const refusedBets = new Map<string, string>();
  /** Per action: how many coming requests to drop, before or after handling them. */
  const faults: { action: string; when: 'request' | 'reply'; times: number }[] = [];
  let sessionCount = 0;

  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');

  function handle(action: string, b: Record<string, unknown>): Reply {
    const player = String(b.player_id ?? '');
    const balance = () => balances.get(player) ?? 0;
    const session = sessions.get(String(b.session_id ?? ''));
    const sessionOk = session && session.player === player && session.game === b.game_code;
    if (action === 'authenticate') {
      const token = tokens.get(String(b.token));
      if (!token || token.game !== b.game_code) return { status: 'INVALID_TOKEN' };
      tokens.delete(String(b.token));
      sessionCount += 1;
      const id = `ws_${sessionCount}`;
      sessions.set(id, token);
      return {
        status: 'OK',
        player_id: token.player,
        session_id: id,
        nickname: `Player ${token.player}`,
        currency: 'PHP',
        balance: balances.get(token.player) ?? 0,
      };
    }
    if (action === 'balance') {
      return sessionOk
        ? { status: 'OK', balance: balance(), currency: 'PHP' }
        : { status: 'INVALID_SESSION' };
    }
    const id = String(b.transaction_id);
    const amount = Number(b.amount ?? 0);
    const round = String(b.round_id);
    if (action === 'bet') {
      if (!sessionOk) return { status: 'INVALID_SESSION' };
      if (rolledBack.has(id)) return { status: 'TRANSACTION_ROLLED_BACK', balance: balance() };
      if (closedRounds.has(round)) return { status: 'ROUND_CLOSED', balance: balance() };
      const refusal = refusedBets.get(player);
      if (refusal) return { status: refusal, balance: balance() };
      if (amount > balance()) return { status: 'INSUFFICIENT_FUNDS', balance: balance() };
      balances.set(player, balance() - amount);
      bets.set(id, { player, round, amount });
      return { status: 'OK', balance: balance(), wallet_transaction_id: `wt_${id}` };
    }
    if (action === 'win') {
      if (![...bets.values()].some((bet) => bet.round === round && bet.player === player)) {
        return { status: 'ROUND_NOT_FOUND', balance: balance() };
      }
      balances.set(player, balance() + amount);
      if (b.round_closed === true) closedRounds.add(round);
      return { status: 'OK', balance: balance(), wallet_transaction_id: `wt_${id}` };
    }
    if (action === 'rollback') {
      const ref = String(b.reference_transaction_id);
      const bet = bets.get(ref);
      if (bet && closedRounds.has(bet.round)) return { status: 'ROUND_CLOSED', balance: balance() };
      rolledBack.add(ref);
      if (bet) {
        balances.set(player, balance() + bet.amount);
        bets.delete(ref);
      }
      return { status: 'OK', balance: balance(), wallet_transaction_id: `wt_${id}` };
    }
    return { status: 'BAD_REQUEST' };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const action = (req.url ?? '').replace('/provider/wallet/', '');
      const fault = faults.find((f) => f.action === action && f.times > 0);
      if (fault?.when === 'request') {
        fault.times -= 1;
        return req.socket.destroy();
      }
      const send = (status: number, reply: Reply) => {
        const text = JSON.stringify(reply);
        res.writeHead(status, {
          'content-type': 'application/json',
          'x-signature': `sha256=${sign(text)}`,
        });
        res.end(text);
      };
      if (
        req.headers['x-provider-id'] !== 'builtin' ||
        req.headers['x-signature'] !== `sha256=${sign(raw)}`
      ) {
        return send(401, { status: 'INVALID_SIGNATURE' });
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      if (typeof body.timestamp !== 'number' || Math.abs(Date.now() - body.timestamp) > 300_000) {
        return send(401, { status: 'INVALID_SIGNATURE' });
      }
      calls.push({ action, body });
      const { timestamp: _t, ...details } = body;
      const key = `${action}:${String(body.transaction_id ?? '')}`;
      const previous = body.transaction_id ? answered.get(key) : undefined;
      let reply: Reply;
      if (previous) {
        reply =
          previous.request === JSON.stringify(details)
            ? previous.reply
            : { status: 'TRANSACTION_MISMATCH' };
      } else {
        reply = handle(action, body);
        if (body.transaction_id) answered.set(key, { request: JSON.stringify(details), reply });
      }
      if (fault?.when === 'reply') {
        fault.times -= 1;
        return req.socket.destroy();
      }
      send(200, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    /** A launch token for a player with this balance (centavos). */
    launch(player: string, game: string, balance: number): string {
      const token = `lt_${player}_${tokens.size}_${Math.random().toString(36).slice(2)}`;
      tokens.set(token, { player, game });
      balances.set(player, balance);
      return token;
    },
    balanceOf: (player: string) => balances.get(player) ?? 0,
    endSessions: () => sessions.clear(),
    /** From now on refuses the player's bets with this status, as the wallet re-checks each. */
    refuseBets: (player: string, status: 'PLAYER_BLOCKED' | 'GAME_UNAVAILABLE') =>
      refusedBets.set(player, status),
    /** Loses the next `times` requests of an action (never handled) or their replies (handled). */
    fail(action: string, when: 'request' | 'reply', times: number) {
      faults.push({ action, when, times });
    },
    heal: () => faults.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
