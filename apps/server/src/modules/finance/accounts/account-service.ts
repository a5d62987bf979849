import {
  MAX_WITHDRAW_ACCOUNTS,
  businessError,
  isKycActionAllowed,
  kycStatusFromNumber,
  notFound,
} from '@pisoplay/contract';
import type { FinanceAccount, ParsedPayloadOf, calls } from '@pisoplay/contract';
import type { Database } from '../../../db/database.ts';
import { findChannelByName } from '../channels/channel-queries.ts';
import { FINANCE_MESSAGES } from '../messages.ts';
import { normalizeAccountNumber } from './account-number.ts';
import {
  findActiveAccount,
  hideAccount,
  insertAccount,
  listActiveAccounts,
  lockMemberWithKycNames,
} from './account-queries.ts';
import type { AccountRow, KycNamesRow } from './account-queries.ts';
import { ACCOUNT_MESSAGES } from './messages.ts';

const CURRENCY = 'PHP';

export const toFinanceAccount = (row: AccountRow): FinanceAccount => ({
  id: row.id,
  uid: row.uid,
  account: row.account,
  channel_name: row.channel_name,
  currency: CURRENCY,
  first_name: row.first_name,
  middle_name: row.middle_name,
  last_name: row.last_name,
  status: row.status,
});

/** Names compare without case and without spaces ('Dela Cruz' is 'delacruz'). */
const sameName = (a: string | null, b: string) =>
  (a ?? '').replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** The account holder must be the verified player: withdraw-ready KYC and the record's names. */
function assertVerifiedHolder(
  kyc: KycNamesRow,
  names: { first_name: string; middle_name: string; last_name: string },
): void {
  const verified =
    isKycActionAllowed('withdraw', kycStatusFromNumber(kyc.kyc_status)) &&
    Boolean(kyc.first_name?.trim()) &&
    Boolean(kyc.last_name?.trim());
  if (!verified) throw businessError(ACCOUNT_MESSAGES.kycRequired);
  const matches =
    sameName(kyc.first_name, names.first_name) &&
    sameName(kyc.middle_name, names.middle_name) &&
    sameName(kyc.last_name, names.last_name);
  if (!matches) throw businessError(ACCOUNT_MESSAGES.nameMismatch);
}

/** The player's withdrawal accounts (spec 3 Withdrawal account, 4.9, 9). */
export function createAccountService(ctx: { db: Database }) {
  return {
    list: async (uid: number) => (await listActiveAccounts(ctx.db, uid)).map(toFinanceAccount),

    async insert(
      uid: number,
      input: ParsedPayloadOf<typeof calls.accountInsert>,
    ): Promise<FinanceAccount> {
      const channel = await findChannelByName(ctx.db, input.channel_name);
      if (!channel || !channel.for_withdraw || !channel.enabled) {
        throw businessError(FINANCE_MESSAGES.channelNotFound);
      }
      const account = normalizeAccountNumber(channel.account_rule, input.account);
      const names = {
        first_name: input.first_name,
        middle_name: input.middle_name,
        last_name: input.last_name,
      };
      return ctx.db.transaction(async (tx) => {
        const kyc = await lockMemberWithKycNames(tx, uid);
        if (!kyc) throw notFound(ACCOUNT_MESSAGES.playerNotFound);
        assertVerifiedHolder(kyc, names);
        const active = await listActiveAccounts(tx, uid);
        if (active.some((a) => a.channel_id === channel.id)) {
          throw businessError(ACCOUNT_MESSAGES.exists);
        }
        if (active.length >= MAX_WITHDRAW_ACCOUNTS) throw businessError(ACCOUNT_MESSAGES.tooMany);
        const id = await insertAccount(tx, { uid, channel_id: channel.id, account, ...names });
        return toFinanceAccount((await findActiveAccount(tx, uid, id))!);
      });
    },

    async remove(uid: number, id: number): Promise<boolean> {
      if (!(await hideAccount(ctx.db, uid, id))) throw notFound(ACCOUNT_MESSAGES.notFound);
      return true;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
