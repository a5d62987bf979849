import {
  BONUS_RECORD_CASH_TYPES,
  CASH_TYPE_NAMES,
  centavosToAmount,
  notFound,
} from '@pisoplay/contract';
import type {
  BonusRecord,
  CashType,
  DepositDetail,
  DepositItem,
  OrderStep,
  Paged,
  TransactionRecord,
  TransactionType,
  WithdrawDetail,
  WithdrawItem,
} from '@pisoplay/contract';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import type { Ledger } from '../../ledger/index.ts';
import { FINANCE_MESSAGES } from '../messages.ts';
import { findOrder, listOrders, orderSteps } from './record-queries.ts';
import type { OrderKind, OrderRow } from './record-queries.ts';
import { timeRange } from './time-range.ts';

type PageQuery = { page: number; page_size: number; time_flag?: number | undefined };
/** Puts a text the server wrote in English into the player's language (platform/i18n). */
type Localize = (text: string) => string;
const english: Localize = (text) => text;

const paged = <T>(d: T[], t: number): Paged<T> => ({ d, t, s: 1 });
const window = (p: PageQuery) => ({ offset: (p.page - 1) * p.page_size, limit: p.page_size });

const toItem = (row: OrderRow) => ({
  id: row.id,
  channel_name: row.channel_name,
  created_at: row.created_at.toISOString(),
  amount: centavosToAmount(row.amount),
  status: row.status,
});

/**
 * What the player reads of their money: movements, bonuses, deposits and withdrawals. The words
 * in them (a movement's name, an order's reason) in the player's language (`localize`).
 */
export function createRecordService(ctx: { db: Database; clock: Clock; ledger: Ledger }) {
  const range = (p: PageQuery) => timeRange(p.time_flag, ctx.clock.now());

  async function detail(kind: OrderKind, uid: number, id: number, localize: Localize) {
    const row = await findOrder(ctx.db, kind, uid, id);
    if (!row) throw notFound(FINANCE_MESSAGES.orderNotFound);
    const steps = await orderSteps(ctx.db, kind, id);
    return {
      ...toItem(row),
      channel_img: row.channel_img,
      reason: localize(row.reason),
      steps: steps.map((s) => ({ status: s.status, at: s.at.toISOString() }) as OrderStep),
      ...(kind === 'withdraw' ? { account: row.account ?? '' } : {}),
    };
  }

  return {
    types: (localize: Localize = english): TransactionType[] =>
      Object.entries(CASH_TYPE_NAMES).map(([cashType, name]) => ({
        cash_type: Number(cashType) as CashType,
        name: localize(name),
      })),

    async transactions(
      uid: number,
      p: PageQuery & { type?: number },
      localize: Localize = english,
    ) {
      const { rows, total } = await ctx.ledger.movements({
        uid,
        account: 'player_cash',
        ...(p.type ? { cashTypes: [p.type] } : {}),
        ...range(p),
        ...window(p),
      });
      return paged<TransactionRecord>(
        rows.map((r) => ({
          id: r.id,
          remark: r.remark,
          created_at: r.created_at.toISOString(),
          amount: centavosToAmount(r.amount),
          after_amount: centavosToAmount(r.balance_after),
          cash_type: r.cash_type as CashType,
          name: localize(CASH_TYPE_NAMES[r.cash_type as CashType] ?? String(r.cash_type)),
        })),
        total,
      );
    },

    async bonuses(uid: number, p: PageQuery & { type?: number }) {
      const { rows, total } = await ctx.ledger.movements({
        uid,
        account: 'player_bonus',
        cashTypes: p.type ? [p.type] : BONUS_RECORD_CASH_TYPES,
        ...range(p),
        ...window(p),
      });
      return paged<BonusRecord>(
        rows.map((r) => ({
          id: r.id,
          created_at: r.created_at.toISOString(),
          bonus: centavosToAmount(r.amount),
          cash_type: r.cash_type as CashType,
        })),
        total,
      );
    },

    async orders<K extends OrderKind>(
      kind: K,
      uid: number,
      p: PageQuery & { status?: string | undefined },
    ): Promise<Paged<K extends 'deposit' ? DepositItem : WithdrawItem>> {
      const { rows, total } = await listOrders(ctx.db, kind, {
        uid,
        ...(p.status ? { status: p.status } : {}),
        ...range(p),
        ...window(p),
      });
      return paged(rows.map(toItem) as never, total);
    },

    depositDetail: (uid: number, id: number, localize: Localize = english) =>
      detail('deposit', uid, id, localize) as Promise<DepositDetail>,
    withdrawDetail: (uid: number, id: number, localize: Localize = english) =>
      detail('withdraw', uid, id, localize) as Promise<WithdrawDetail>,
  };
}
