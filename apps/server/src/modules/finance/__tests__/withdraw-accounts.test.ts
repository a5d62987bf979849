import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_WITHDRAW_ACCOUNTS, calls } from '@pisoplay/contract';
import { signedCall, testApp } from '../../../test/harness.ts';
import { ACCOUNT_MESSAGES } from '../accounts/messages.ts';
import { FINANCE_MESSAGES } from '../messages.ts';
import { NAMES, addAccount, kycPlayer } from './withdraw-fixtures.ts';
import type { Player } from './withdraw-fixtures.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const insert = (
  player: Player,
  fields: Partial<typeof NAMES & { account: string; channel_name: string }>,
) =>
  signedCall(app, player.session, calls.accountInsert, {
    account: '09171234567',
    channel_name: 'GCash',
    ...NAMES,
    ...fields,
  });
const refused = (code: string, data: string) => ({ status: false, code, data });
const list = async (player: Player) => {
  const reply = await signedCall(app, player.session, calls.accountList);
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
};

describe('withdrawal accounts', () => {
  it('adds, lists and hides the player’s accounts; a hidden channel can be added again', async () => {
    const player = await kycPlayer(app);
    const added = await addAccount(app, player, '+63 917 123 4567', 'gcash');
    expect(added).toEqual({
      id: added.id,
      uid: player.uid,
      account: '09171234567',
      channel_name: 'GCash',
      currency: 'PHP',
      ...NAMES,
      status: 1,
    });
    expect(await list(player)).toEqual([added]);

    const removed = await signedCall(app, player.session, calls.accountDelete, { id: added.id });
    expect(removed.body).toEqual({ status: true, data: true });
    expect(await list(player)).toEqual([]);
    expect((await addAccount(app, player, '9171234567')).account).toBe('09171234567');
  });

  it('checks the account number by the channel’s rule and stores e-wallet numbers one way', async () => {
    const player = await kycPlayer(app);
    expect((await addAccount(app, player, '09181234567', 'Maya')).account).toBe('09181234567');
    expect((await addAccount(app, player, '1234-5678-90', 'BPI')).account).toBe('1234567890');
    expect((await addAccount(app, player, '123456789012', 'BDO')).account).toBe('123456789012');
    const other = await kycPlayer(app);
    const refusals = [
      [{ account: '0817123456', channel_name: 'GCash' }, ACCOUNT_MESSAGES.mobile],
      [{ account: '+1 917 123 4567', channel_name: 'GrabPay' }, ACCOUNT_MESSAGES.mobile],
      [{ account: '123456789', channel_name: 'BPI' }, ACCOUNT_MESSAGES.digits('10')],
      [{ account: '12345678901', channel_name: 'BPI' }, ACCOUNT_MESSAGES.digits('10')],
      [{ account: '12345678a0', channel_name: 'BDO' }, ACCOUNT_MESSAGES.digits('10 to 12')],
      [{ account: '1234567890123', channel_name: 'BDO' }, ACCOUNT_MESSAGES.digits('10 to 12')],
    ] as const;
    for (const [fields, message] of refusals) {
      const reply = await insert(other, fields);
      expect(reply.body, fields.account).toEqual(refused('ERR_VALIDATION', message));
    }
    expect(await list(other)).toEqual([]);
  });

  it('takes only withdrawal channels', async () => {
    const player = await kycPlayer(app);
    for (const channel_name of ['Voucher', 'PayPal']) {
      const reply = await insert(player, { channel_name, account: 'ABCDE12345' });
      expect(reply.body).toEqual(refused('ERR_BUSINESS', FINANCE_MESSAGES.channelNotFound));
    }
    expect(await list(player)).toEqual([]);
  });

  it('needs the names of the player’s verified KYC record, ignoring case and spaces', async () => {
    const player = await kycPlayer(app);
    const mismatch = await insert(player, { last_name: 'Cruz' });
    expect(mismatch.body).toEqual(refused('ERR_BUSINESS', ACCOUNT_MESSAGES.nameMismatch));
    const noMiddle = await insert(player, { middle_name: '' });
    expect(noMiddle.body.data).toBe(ACCOUNT_MESSAGES.nameMismatch);
    const loose = await insert(player, {
      first_name: 'JUAN',
      middle_name: 'santos',
      last_name: 'delacruz',
    });
    expect(loose.body.status).toBe(true);

    const noRecord = await kycPlayer(app, { names: null });
    const notVerified = await kycPlayer(app, { kycStatus: 'basic_kyc' });
    for (const p of [noRecord, notVerified]) {
      const reply = await insert(p, {});
      expect(reply.body).toEqual(refused('ERR_BUSINESS', ACCOUNT_MESSAGES.kycRequired));
      expect(await list(p)).toEqual([]);
    }
  });

  it('answers Exists for a second active account of a channel, and keeps at most three', async () => {
    const player = await kycPlayer(app);
    await addAccount(app, player, '09171234567', 'GCash');
    const again = await insert(player, { account: '09998887777', channel_name: 'GCASH' });
    expect(again.body).toEqual(refused('ERR_BUSINESS', ACCOUNT_MESSAGES.exists));
    await addAccount(app, player, '09181234567', 'Maya');
    await addAccount(app, player, '1234567890', 'BPI');
    const fourth = await insert(player, { account: '123456789012', channel_name: 'UnionBank' });
    expect(fourth.body).toEqual(refused('ERR_BUSINESS', ACCOUNT_MESSAGES.tooMany));
    expect((await list(player)).map((a) => a.channel_name)).toEqual(['GCash', 'Maya', 'BPI']);
  });

  it('keeps three accounts when ten inserts race, and one per channel', async () => {
    const player = await kycPlayer(app);
    const channels = [
      ['GCash', '09171234567'],
      ['Maya', '09171234567'],
      ['GrabPay', '09171234567'],
      ['BDO', '1234567890'],
      ['BPI', '1234567890'],
      ['UnionBank', '123456789012'],
    ] as const;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const [channel_name, account] = channels[i % channels.length]!;
        return insert(player, { channel_name, account });
      }),
    );
    expect(replies.filter((r) => r.body.status)).toHaveLength(MAX_WITHDRAW_ACCOUNTS);
    for (const refusal of replies.filter((r) => !r.body.status)) {
      expect([ACCOUNT_MESSAGES.tooMany, ACCOUNT_MESSAGES.exists]).toContain(refusal.body.data);
    }
    const active = await list(player);
    expect(active).toHaveLength(MAX_WITHDRAW_ACCOUNTS);
    expect(new Set(active.map((a) => a.channel_name)).size).toBe(MAX_WITHDRAW_ACCOUNTS);

    const sameChannel = await kycPlayer(app);
    const racing = await Promise.all(Array.from({ length: 5 }, () => insert(sameChannel, {})));
    expect(racing.filter((r) => r.body.status)).toHaveLength(1);
    expect(racing.filter((r) => r.body.data === ACCOUNT_MESSAGES.exists)).toHaveLength(4);
  });

  it('reads another player’s account as not found and leaves it alone', async () => {
    const owner = await kycPlayer(app);
    const intruder = await kycPlayer(app);
    const account = await addAccount(app, owner);
    const reply = await signedCall(app, intruder.session, calls.accountDelete, { id: account.id });
    expect(reply.body).toEqual(refused('ERR_NOT_FOUND', ACCOUNT_MESSAGES.notFound));
    expect(await list(owner)).toEqual([account]);
    expect(await list(intruder)).toEqual([]);
  });
});
