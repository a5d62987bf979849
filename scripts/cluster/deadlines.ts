// The deadline job in the cluster test: some players start a deposit and walk away. Their orders
// are set past their deadline (as if the 15 minutes had gone by), so that the instances' deadline
// jobs find them during the load, while instances crash and restart. Afterwards each must have
// timed out exactly once: one timeout step, whichever instance's job took it.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { calls } from '../../packages/contract/src/index.ts';
import { clusterClient } from './client.ts';
import { GCASH } from './journey.ts';
import type { Traffic } from './client.ts';
import { PLAYER_PASSWORD } from './players.ts';
import type { Player } from './players.ts';
import type { Check } from './shared-state.ts';

/** Each player starts a deposit of ₱500 and never pays; answers the orders, past due. */
export async function abandonDeposits(
  db: pg.Pool,
  origin: string,
  players: Player[],
  traffic: Traffic,
): Promise<number[]> {
  const orders = await Promise.all(
    players.map(async (player, index) => {
      const client = clusterClient(origin, `198.51.100.${index + 1}`, traffic);
      await client.signIn(player.phone, PLAYER_PASSWORD);
      const order = await client.call(calls.deposit, {
        amount: '500',
        pid: GCASH,
        device: 'web',
        idempotency_key: randomUUID(),
      });
      return order.id;
    }),
  );
  await db.query(
    `UPDATE deposit_orders SET expires_at = now() - interval '1 second' WHERE id = ANY($1)`,
    [orders],
  );
  return orders;
}

/** The deadline job runs every 30 s: a load shorter than that waits for its pass. */
const JOB_PASS_MS = 35_000;

export async function deadlineCheck(db: pg.Pool, orders: number[]): Promise<Check> {
  const read = async () =>
    (
      await db.query<{ id: number; status: string; timeouts: number }>(
        `SELECT o.id, o.status,
           (SELECT count(*) FROM order_steps s
            WHERE s.kind = 'deposit' AND s.order_id = o.id AND s.status = 'timeout')::int AS timeouts
         FROM deposit_orders o WHERE o.id = ANY($1)`,
        [orders],
      )
    ).rows;
  let rows = await read();
  for (const until = Date.now() + JOB_PASS_MS; Date.now() < until; rows = await read()) {
    if (rows.every((r) => r.status === 'timeout')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const once = rows.filter((r) => r.status === 'timeout' && r.timeouts === 1).length;
  const twice = rows.filter((r) => r.timeouts > 1).length;
  return {
    name: 'every deposit past its deadline timed out exactly once, by one instance',
    ok: rows.length === orders.length && once === orders.length,
    detail: `${once} of ${orders.length} timed out once; ${twice} more than once; ${rows.length - once - twice} not yet`,
    needs: 'the deadline job under its cluster-wide lock (platform/jobs.ts)',
  };
}
