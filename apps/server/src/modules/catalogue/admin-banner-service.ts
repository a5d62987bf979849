import { notFound } from '@pisoplay/contract';
import type { AdminBanner, ParsedPayloadOf, operatorCalls } from '@pisoplay/contract';
import type { OperatorCaller } from '../../caller.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import { recordAudit } from '../../platform/audit/audit-queries.ts';
import { changedFields } from '../../platform/audit/changes.ts';
import {
  deleteBanner,
  listAdminBanners,
  lockBanner,
  nextBannerId,
  writeBanner,
} from './admin-banner-queries.ts';
import type { BannerFields } from './admin-banner-queries.ts';
import { bannerImagePath } from './images.ts';
import { findBrand } from './queries.ts';

export const BANNER_MESSAGES = {
  notFound: 'No such banner',
  unknownBrand: 'Unknown brand',
} as const;

const AUDITED_FIELDS = [
  'brand',
  'type',
  'link',
  'back_color',
  'headline',
  'subline',
  'sorting',
  'state',
  'url',
] as const;

/**
 * Operators manage the home banners (docs/back-office.md, "News, help and banners"). Each save or
 * delete commits with its audit row; then the catalogue's cached home indexes are dropped
 * (`changed`), so the players' next /member/index (and every page served) has the change.
 */
export function createAdminBannerService(ctx: { db: Database; clock: Clock; changed: () => void }) {
  return {
    list(brand?: string): Promise<AdminBanner[]> {
      return listAdminBanners(ctx.db, brand);
    },

    async save(
      caller: OperatorCaller,
      payload: ParsedPayloadOf<typeof operatorCalls.adminBannerSave>,
    ): Promise<AdminBanner> {
      const now = ctx.clock.now();
      const saved = await ctx.db.transaction(async (tx) => {
        if (!(await findBrand(tx, payload.brand))) throw notFound(BANNER_MESSAGES.unknownBrand);
        const before = payload.id === undefined ? null : await lockBanner(tx, payload.id);
        if (payload.id !== undefined && !before) throw notFound(BANNER_MESSAGES.notFound);
        const banner: BannerFields = {
          brand: payload.brand,
          type: payload.type,
          link: payload.link,
          back_color: payload.back_color,
          headline: payload.headline,
          subline: payload.subline,
          sorting: payload.sorting,
          state: payload.state,
        };
        const id = before?.id ?? (await nextBannerId(tx));
        const url = bannerImagePath(id, banner);
        const by = { operatorId: caller.operatorId, username: caller.username, now };
        const row = await writeBanner(tx, { id, insert: before === null, url }, banner, by);
        await recordAudit(tx, {
          by: caller,
          action: 'banner.save',
          targetUid: null,
          detail: {
            id,
            created: before === null,
            changes: changedFields(before, { ...banner, url }, AUDITED_FIELDS),
          },
          reason: payload.reason,
          now,
        });
        return row;
      });
      // After the commit: a home index built from now on reads the change.
      ctx.changed();
      return saved;
    },

    async delete(
      caller: OperatorCaller,
      payload: ParsedPayloadOf<typeof operatorCalls.adminBannerDelete>,
    ): Promise<true> {
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const before = await lockBanner(tx, payload.id);
        if (!before) throw notFound(BANNER_MESSAGES.notFound);
        await deleteBanner(tx, before.id, {
          operatorId: caller.operatorId,
          username: caller.username,
          now,
        });
        await recordAudit(tx, {
          by: caller,
          action: 'banner.delete',
          targetUid: null,
          detail: {
            id: before.id,
            brand: before.brand,
            type: before.type,
            headline: before.headline,
          },
          reason: payload.reason,
          now,
        });
      });
      ctx.changed();
      return true;
    },
  };
}
