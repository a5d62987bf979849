import { CASH_TYPES, businessError } from '@pisoplay/contract';
import type { CashType } from '@pisoplay/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  findHold,
  findHoldByTransfer,
  findOrCreatePlayerAccount,
  findSystemAccount,
  findTransferByKey,
  insertHold,
  lockPendingHold,
  playerBalances,
  resolveHold,
  SYSTEM_ACCOUNT_KINDS,
  writeTransfer,
} from './ledger-queries.ts';
import type {
  HoldRow,
  PlayerAccountKind,
  SystemAccountKind,
  TransferRow,
} from './ledger-queries.ts';
import { reconcile } from './reconcile.ts';
import { playerMovements } from './history-queries.ts';
import type { MovementFilter } from './history-queries.ts';
import {
  countStake,
  insertRequirement,
  openRequirementTotals,
  waiveDepositRequirements,
} from './wagering-queries.ts';
import { forfeitGrant, grantsOf, lockPlayerMoney } from './bonus/grant-queries.ts';
import { issueGrant } from './bonus/issue-grant.ts';
import type { GrantRequest } from './bonus/issue-grant.ts';

export const LEDGER_MESSAGES = {
  insufficient: 'Insufficient balance',
  notWithdrawable: 'The amount is more than your withdrawable balance',
  keyReused: 'This request id was already used for a different transfer',
} as const;

export type AccountRef = { kind: PlayerAccountKind; uid: number } | { kind: SystemAccountKind };

export type TransferRequest = {
  /** Unique per movement, chosen by the caller: a retry with the same key moves nothing again. */
  key: string;
  from: AccountRef;
  to: AccountRef;
  /** Centavos, positive. */
  amount: number;
  reason: string;
  cashType: CashType;
  reference?: string;
  remark?: string;
};

/** A transfer, and whether it was made before under the same key. */
export type Transfer = TransferRow & { replayed: boolean };

export type Hold = { hold: HoldRow; transfer: Transfer };

export type WalletBalances = {
  cash: number;
  bonus: number;
  /** Cash not kept back by an open deposit turnover requirement. */
  withdrawable: number;
  wageringRemaining: number;
};

export type LedgerOptions = { db: Database; depositTurnoverMultiplier: number };

/**
 * The ledger: the only code that moves money. Each call runs in the caller's transaction when
 * one is given (so a business record and its money commit together), else in its own.
 */
export async function createLedger({ db, depositTurnoverMultiplier }: LedgerOptions) {
  const systemAccounts = new Map<SystemAccountKind, number>();
  for (const kind of SYSTEM_ACCOUNT_KINDS)
    systemAccounts.set(kind, await findSystemAccount(db, kind));
  /** Player account ids never change once committed; those seen committed are remembered. */
  const playerAccounts = new Map<string, number>();

  /**
   * Runs `work` once more when a request with the same key committed first (a unique
   * violation): the second run finds that transfer and moves nothing.
   */
  const againOnDuplicate = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return work();
    }
  };

  /**
   * Runs in the caller's transaction, or in its own. A caller's transaction serialises its
   * duplicates itself, by locking its business row first.
   */
  const within = <T>(tx: Queryable | undefined, work: (q: Queryable) => Promise<T>) =>
    tx ? work(tx) : againOnDuplicate(() => db.transaction(work));

  async function accountId(q: Queryable, ref: AccountRef): Promise<number> {
    if (!('uid' in ref)) return systemAccounts.get(ref.kind)!;
    const cacheKey = `${ref.kind}:${ref.uid}`;
    const cached = playerAccounts.get(cacheKey);
    if (cached) return cached;
    const { id, created } = await findOrCreatePlayerAccount(q, ref.kind, ref.uid);
    // One created by this transaction may still roll back: it is remembered once seen committed.
    if (!created) playerAccounts.set(cacheKey, id);
    return id;
  }

  async function transferIn(q: Queryable, req: TransferRequest): Promise<Transfer> {
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0) {
      throw new Error(`Transfer amount must be a positive whole number of centavos: ${req.amount}`);
    }
    const debit = await accountId(q, req.from);
    const credit = await accountId(q, req.to);
    const transfer = await writeTransfer(q, {
      idempotency_key: req.key,
      debit_account: debit,
      credit_account: credit,
      amount: req.amount,
      reason: req.reason,
      cash_type: req.cashType,
      reference: req.reference ?? '',
      remark: req.remark ?? '',
    });
    if (!transfer) throw businessError(LEDGER_MESSAGES.insufficient);
    const same =
      transfer.debit_account === debit &&
      transfer.credit_account === credit &&
      transfer.amount === req.amount;
    if (!same) throw businessError(LEDGER_MESSAGES.keyReused);
    return transfer;
  }

  async function balancesIn(q: Queryable, uid: number): Promise<WalletBalances> {
    const [balances, open] = await Promise.all([
      playerBalances(q, uid),
      openRequirementTotals(q, uid),
    ]);
    return {
      cash: balances.player_cash,
      bonus: balances.player_bonus,
      withdrawable: Math.max(0, balances.player_cash - open.lockedDeposits),
      wageringRemaining: open.remaining,
    };
  }

  /**
   * Locks the player's cash and the pending-withdrawals account, in id order like every
   * transfer, so the withdrawable check and the hold that follows see the same balance.
   */
  async function lockForHold(q: Queryable, uid: number): Promise<void> {
    const cash = await accountId(q, { kind: 'player_cash', uid });
    await q.query('SELECT 1 FROM ledger_accounts WHERE id = ANY($1) ORDER BY id FOR UPDATE', [
      [cash, systemAccounts.get('withdrawals_pending')],
    ]);
  }

  return {
    /**
     * A transfer on its own needs no transaction around it: the movement is one statement
     * (opening a new player's account before it is idempotent).
     */
    transfer: (req: TransferRequest, tx?: Queryable) =>
      tx ? transferIn(tx, req) : againOnDuplicate(() => transferIn(db, req)),

    /**
     * Money paid in (gateway or voucher) to the player's cash. With a turnover rule it stays out
     * of the withdrawable balance until played through.
     */
    creditDeposit: (
      req: Omit<TransferRequest, 'from' | 'to'> & { uid: number; source: 'gateway' | 'vouchers' },
      tx?: Queryable,
    ) =>
      within(tx, async (q) => {
        const transfer = await transferIn(q, {
          ...req,
          from: { kind: req.source },
          to: { kind: 'player_cash', uid: req.uid },
        });
        if (!transfer.replayed && depositTurnoverMultiplier > 0) {
          await insertRequirement(q, {
            uid: req.uid,
            kind: 'deposit',
            source_transfer: transfer.id,
            locked_amount: req.amount,
            required: Math.ceil(req.amount * depositTurnoverMultiplier),
          });
        }
        return transfer;
      }),

    /**
     * A bonus grant (docs/promotions.md): its bonus from the house into the player's bonus
     * account, held by the grant until its wagering is met. Paid once per source reference.
     */
    grantBonus: (req: GrantRequest, tx?: Queryable) =>
      within(tx, (q) =>
        issueGrant(
          q,
          (key, uid, amount, cashType) =>
            transferIn(q, {
              key,
              from: { kind: 'house' },
              to: { kind: 'player_bonus', uid },
              amount,
              reason: 'bonus',
              cashType,
            }),
          req,
        ),
      ),

    /** A player's grants, newest first. */
    grantsOf: (uid: number) => grantsOf(db, uid),

    /**
     * Forfeits every open grant of the player, with the reason (a self-exclusion): their bonus
     * goes back to the house, under the player's money lock.
     */
    forfeitOpenGrants: (uid: number, reason: string, now: number, tx?: Queryable) =>
      within(tx, async (q) => {
        await lockPlayerMoney(q, uid);
        for (const grant of await grantsOf(q, uid)) {
          if (grant.state === 'issued' || grant.state === 'active') {
            await forfeitGrant(q, { id: grant.id, reason, now });
          }
        }
      }),

    /**
     * Waives what the player's deposits still had to turn over (a self-exclusion: they may not
     * play), under the player's money lock: their whole cash becomes withdrawable.
     */
    waiveDepositTurnover: (uid: number, reason: string, now: number, tx?: Queryable) =>
      within(tx, async (q) => {
        await lockPlayerMoney(q, uid);
        return waiveDepositRequirements(q, { uid, reason, now });
      }),

    /**
     * Counts a settled stake toward the deposit turnover requirements and the bonus grants; a
     * grant whose wagering is met converts to cash (the wallet's closing win does the same).
     */
    countStake: (
      w: { uid: number; stake: number; gameType: number; keyPrefix: string; now: number },
      tx?: Queryable,
    ) => within(tx, (q) => countStake(q, w)),

    /**
     * Holds money for a withdrawal: out of the player's cash into withdrawals_pending, refused
     * beyond the withdrawable balance, checked under the lock of the player's cash account.
     */
    hold: (
      req: Omit<TransferRequest, 'from' | 'to' | 'reason'> & { uid: number },
      tx?: Queryable,
    ): Promise<Hold> =>
      within(tx, async (q) => {
        await lockForHold(q, req.uid);
        const previous = await findTransferByKey(q, req.key);
        if (!previous) {
          const { withdrawable } = await balancesIn(q, req.uid);
          if (req.amount > withdrawable) throw businessError(LEDGER_MESSAGES.notWithdrawable);
        }
        const transfer = await transferIn(q, {
          ...req,
          reason: 'hold',
          from: { kind: 'player_cash', uid: req.uid },
          to: { kind: 'withdrawals_pending' },
        });
        const hold = transfer.replayed
          ? await findHoldByTransfer(q, transfer.id)
          : await insertHold(q, req.uid, req.amount, transfer.id);
        return { hold, transfer };
      }),

    /** Pays a pending hold out to the gateway; false if it was already resolved. */
    postHold: (holdId: number, reference: string, tx?: Queryable) =>
      within(tx, async (q) => {
        const hold = await lockPendingHold(q, holdId);
        if (!hold) return false;
        const transfer = await transferIn(q, {
          key: `hold:${holdId}:post`,
          from: { kind: 'withdrawals_pending' },
          to: { kind: 'gateway' },
          amount: hold.amount,
          reason: 'payout',
          cashType: CASH_TYPES.withdraw,
          reference,
        });
        await resolveHold(q, holdId, 'posted', transfer.id);
        return true;
      }),

    /** Returns a pending hold to the player's cash; false if it was already resolved. */
    voidHold: (holdId: number, reference: string, remark: string, tx?: Queryable) =>
      within(tx, async (q) => {
        const hold = await lockPendingHold(q, holdId);
        if (!hold) return false;
        const transfer = await transferIn(q, {
          key: `hold:${holdId}:void`,
          from: { kind: 'withdrawals_pending' },
          to: { kind: 'player_cash', uid: hold.uid },
          amount: hold.amount,
          reason: 'hold_void',
          cashType: CASH_TYPES.withdrawReturned,
          reference,
          remark,
        });
        await resolveHold(q, holdId, 'voided', transfer.id);
        return true;
      }),

    findHold: (holdId: number) => findHold(db, holdId),

    /** The player's balances (centavos) as the wallet shows them. */
    balances: (uid: number, tx?: Queryable): Promise<WalletBalances> => balancesIn(tx ?? db, uid),

    movements: (filter: MovementFilter) => playerMovements(db, filter),

    reconcile: () => reconcile(db),
  };
}

export type Ledger = Awaited<ReturnType<typeof createLedger>>;
