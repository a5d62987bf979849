import type { FastifyInstance } from 'fastify';
import { calls, centavosToAmount } from '@pisoplay/contract';
import type { Database } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { localizerOf } from '../../platform/i18n/localize.ts';
import { toBonusGrant } from '../ledger/index.ts';
import type { Ledger } from '../ledger/index.ts';
import { listPaymentChannels } from './channels/channel-service.ts';
import type { createRecordService } from './records/record-service.ts';

/** The wallet, the channel list and the player's records. */
export function registerWalletRoutes(
  app: FastifyInstance,
  ctx: { db: Database; ledger: Ledger; records: ReturnType<typeof createRecordService> },
): void {
  route(app, calls.wallet, async ({ caller }) => {
    const b = await ctx.ledger.balances(caller.uid);
    return {
      uid: caller.uid,
      balance: centavosToAmount(b.cash + b.bonus),
      withdrawable: centavosToAmount(b.withdrawable),
      wagering_remaining: centavosToAmount(b.wageringRemaining),
    };
  });
  route(app, calls.channelList, ({ payload, request }) =>
    listPaymentChannels(ctx.db, payload.mode, localizerOf(request)),
  );

  const { records } = ctx;
  // The names of movements and the reasons of orders in the lang header's language.
  route(app, calls.transactionTypes, async ({ request }) => records.types(localizerOf(request)));
  route(app, calls.transactionList, ({ caller, payload, request }) =>
    records.transactions(caller.uid, payload, localizerOf(request)),
  );
  route(app, calls.bonusGrants, async ({ caller }) =>
    (await ctx.ledger.grantsOf(caller.uid)).map(toBonusGrant),
  );
  route(app, calls.bonusTransactions, ({ caller, payload }) =>
    records.bonuses(caller.uid, payload),
  );
  route(app, calls.depositList, ({ caller, payload }) =>
    records.orders('deposit', caller.uid, payload),
  );
  route(app, calls.withdrawList, ({ caller, payload }) =>
    records.orders('withdraw', caller.uid, payload),
  );
  route(app, calls.depositDetail, ({ caller, payload, request }) =>
    records.depositDetail(caller.uid, payload.id, localizerOf(request)),
  );
  route(app, calls.withdrawDetail, ({ caller, payload, request }) =>
    records.withdrawDetail(caller.uid, payload.id, localizerOf(request)),
  );
}
