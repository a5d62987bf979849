import { centavosToAmount, notFound } from '@pisoplay/contract';
import type { BetRecordDetail, ParsedPayloadOf, calls, operatorCalls } from '@pisoplay/contract';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import type { OperatorCaller } from '../../../caller.ts';
import { recordAudit } from '../../../platform/audit/audit-queries.ts';
import { timeRange } from '../../finance/index.ts';
import { PLAY_MESSAGES } from '../messages.ts';
import {
  listAllGames,
  deleteFavorite,
  findBet,
  insertFavorite,
  listBets,
  listFavorites,
  listHistory,
  updateGame,
  withoutUid,
} from './list-queries.ts';

type Paging = { page: number; page_size: number };
const offsetOf = ({ page, page_size }: Paging) => (page - 1) * page_size;

/** Favourites, recently played, the bet record, and the operator's game and bet calls. */
export function createListService(ctx: {
  db: Database;
  clock: Clock;
  catalogueChanged: () => void;
}) {
  const { db } = ctx;
  return {
    async favInsert(uid: number, gameId: number): Promise<boolean> {
      const added = await insertFavorite(db, uid, gameId, new Date(ctx.clock.now()));
      if (!added) throw notFound(PLAY_MESSAGES.gameNotFound);
      return true;
    },

    async favDelete(uid: number, gameId: number): Promise<boolean> {
      await deleteFavorite(db, uid, gameId);
      return true;
    },

    async favList(uid: number, paging: Paging) {
      const { items, total } = await listFavorites(db, uid, paging.page_size, offsetOf(paging));
      return { data: items, s: 1, t: total };
    },

    async history(uid: number, paging: Paging) {
      const { items, total } = await listHistory(db, uid, paging.page_size, offsetOf(paging));
      return { d: items, t: total, s: 1 };
    },

    async bets(uid: number, query: ParsedPayloadOf<typeof calls.betList>) {
      const range = timeRange(query.time_flag, ctx.clock.now());
      const page = await listBets(
        db,
        { uid, ...range, gameType: query.game_type },
        query.page_size,
        offsetOf(query),
      );
      return {
        d: page.items.map(withoutUid),
        t: page.total,
        s: 1,
        bt: centavosToAmount(page.bet),
        wt: centavosToAmount(page.settlement),
      };
    },

    async bet(uid: number, id: number): Promise<BetRecordDetail> {
      const record = await findBet(db, uid, id);
      if (!record) throw notFound(PLAY_MESSAGES.recordNotFound);
      return record;
    },

    async adminGames(query: ParsedPayloadOf<typeof operatorCalls.adminGameList>) {
      const page = await listAllGames(db, {
        gameType: query.game_type,
        text: query.q || undefined,
        offset: offsetOf(query),
        limit: query.page_size,
      });
      return { d: page.items, t: page.total, s: 1 };
    },

    async adminBets(query: ParsedPayloadOf<typeof operatorCalls.adminBets>) {
      const page = await listBets(db, { uid: query.uid }, query.page_size, offsetOf(query));
      return { d: page.items, t: page.total, s: 1 };
    },

    /** The change and the audit entry (with the operator's reason) commit together. */
    async adminGameUpdate(
      caller: OperatorCaller,
      payload: ParsedPayloadOf<typeof operatorCalls.adminGameUpdate>,
    ) {
      const { id, reason, ...change } = payload;
      const now = ctx.clock.now();
      const result = await db.transaction(async (tx) => {
        const updated = await updateGame(tx, id, change, {
          operatorId: caller.operatorId,
          operator: caller.username,
          now: new Date(now),
        });
        if (!updated) throw notFound(PLAY_MESSAGES.gameNotFound);
        await recordAudit(tx, {
          by: caller,
          action: 'game_update',
          targetUid: null,
          detail: { game_id: id, code: updated.before.code, change },
          reason,
          now,
        });
        return updated.after;
      });
      ctx.catalogueChanged();
      return result;
    },
  };
}
