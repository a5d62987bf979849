import { VOUCHER_CHANNEL_ID, businessError } from '@pisoplay/contract';
import type { AdminChannel, PaymentChannel } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import { FINANCE_MESSAGES } from '../messages.ts';
import { allChannels, findChannel, listChannels } from './channel-queries.ts';
import type { ChannelRow } from './channel-queries.ts';

export const toPaymentChannel = (row: ChannelRow): PaymentChannel => ({
  id: row.id,
  name: row.name,
  img: row.img,
  flag: row.flag,
  min_amount: String(row.min_amount),
  max_amount: String(row.max_amount),
  // A quick pick outside the channel's limits would offer an amount the deposit refuses (an
  // operator may narrow the limits after the picks were set).
  amount_limit: row.amount_limit
    .filter((pick) => pick >= row.min_amount && pick <= row.max_amount)
    .map(String),
  tips: row.tips,
});

/** The channels players pick from, their notes in the player's language (`localize`). */
export const listPaymentChannels = async (
  q: Queryable,
  mode: '1' | '2',
  localize: (message: string) => string,
) =>
  (await listChannels(q, mode === '1' ? 'deposit' : 'withdraw')).map((row) => ({
    ...toPaymentChannel(row),
    tips: localize(row.tips),
  }));

/** Every channel with its switch and limits (whole pesos), by id: the back office's settings. */
export const adminChannelList = async (q: Queryable): Promise<AdminChannel[]> =>
  (await allChannels(q)).map((row) => ({
    id: row.id,
    name: row.name,
    flag: row.flag,
    for_deposit: row.for_deposit,
    for_withdraw: row.for_withdraw,
    enabled: row.enabled,
    min_amount: row.min_amount,
    max_amount: row.max_amount,
  }));

/**
 * The channel a deposit or withdrawal names, and the amount (whole pesos as typed) in centavos
 * once it is inside the channel's limits. Refusals carry the spec's messages.
 */
export async function channelAmount(
  q: Queryable,
  channelId: number,
  mode: 'deposit' | 'withdraw',
  pesos: string,
): Promise<{ channel: ChannelRow; centavos: number }> {
  const channel = await findChannel(q, channelId);
  const offered = channel && (mode === 'deposit' ? channel.for_deposit : channel.for_withdraw);
  if (!channel || !channel.enabled || !offered || channel.id === VOUCHER_CHANNEL_ID) {
    throw businessError(FINANCE_MESSAGES.channelNotFound);
  }
  const amount = Number(pesos);
  if (!Number.isSafeInteger(amount) || amount < channel.min_amount) {
    throw businessError(FINANCE_MESSAGES.minimum(channel.min_amount));
  }
  if (amount > channel.max_amount)
    throw businessError(FINANCE_MESSAGES.maximum(channel.max_amount));
  return { channel, centavos: amount * 100 };
}
