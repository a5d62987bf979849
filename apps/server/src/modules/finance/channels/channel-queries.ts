import type { Queryable } from '../../../db/database.ts';

export type ChannelRow = {
  id: number;
  name: string;
  img: string;
  flag: 1 | 2;
  for_deposit: boolean;
  for_withdraw: boolean;
  enabled: boolean;
  min_amount: number;
  max_amount: number;
  amount_limit: number[];
  tips: string;
  account_rule: string;
};

/** Enabled channels of a mode, in their display order; each id once. */
export async function listChannels(
  q: Queryable,
  mode: 'deposit' | 'withdraw',
): Promise<ChannelRow[]> {
  return q.query<ChannelRow>(
    `SELECT DISTINCT ON (sorting, id) * FROM payment_channels
     WHERE enabled AND ${mode === 'deposit' ? 'for_deposit' : 'for_withdraw'}
     ORDER BY sorting, id`,
  );
}

export async function findChannel(q: Queryable, id: number): Promise<ChannelRow | null> {
  const [row] = await q.query<ChannelRow>('SELECT * FROM payment_channels WHERE id = $1', [id]);
  return row ?? null;
}

export async function findChannelByName(q: Queryable, name: string): Promise<ChannelRow | null> {
  const [row] = await q.query<ChannelRow>(
    'SELECT * FROM payment_channels WHERE lower(name) = lower($1)',
    [name],
  );
  return row ?? null;
}

export async function updateChannel(
  q: Queryable,
  c: { id: number; enabled: boolean; min_amount: number; max_amount: number },
): Promise<ChannelRow | null> {
  const [row] = await q.query<ChannelRow>(
    `UPDATE payment_channels SET enabled = $2, min_amount = $3, max_amount = $4
     WHERE id = $1 RETURNING *`,
    [c.id, c.enabled, c.min_amount, c.max_amount],
  );
  return row ?? null;
}

/** Every channel, enabled or not, by id (the back office's settings). */
export async function allChannels(q: Queryable): Promise<ChannelRow[]> {
  return q.query<ChannelRow>('SELECT * FROM payment_channels ORDER BY id');
}
