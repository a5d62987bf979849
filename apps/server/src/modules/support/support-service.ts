import {
  DEFAULT_LANGUAGE,
  MONEY_DEFAULTS,
  VOUCHER_CHANNEL_ID,
  businessError,
  isLanguage,
} from '@pisoplay/contract';
import type {
  BoxOdds,
  FeedbackItem,
  HelpCentre,
  Language,
  NewsItem,
  Paged,
} from '@pisoplay/contract';
import type { Caller } from '../../caller.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import { forgetAttempt, takeAttempt } from '../../platform/throttle/throttle-queries.ts';
import type { ThrottleRule } from '../../platform/throttle/throttle-rule.ts';
import { listChannels } from '../finance/index.ts';
import { helpFacts, renderFacts } from './help-facts.ts';
import type { HelpFacts, HelpSettings } from './help-facts.ts';
import { insertFeedback, listFeedback, listHelp, listNews } from './support-queries.ts';

const HOUR = 60 * 60_000;
/** Feedback a player, or a visitor's address, may send in an hour. */
export const FEEDBACK_PER_HOUR: ThrottleRule = { max: 5, windowMs: HOUR, lockMs: 0 };
const FEEDBACK_SCOPE = 'feedback';
export const FEEDBACK_LIMIT_MESSAGE =
  'You have sent a lot of feedback in a short time. Please try again later.';

export function createSupportService(ctx: {
  db: Database;
  clock: Clock;
  settings: HelpSettings;
  /** The mystery box's odds as published now (the promotions module's, handed down). */
  boxOdds: () => Promise<BoxOdds[]>;
}) {
  /**
   * The facts the texts quote, now, worded in each language: the deposit range is the enabled
   * channels' own, the box's odds the table the draw uses.
   */
  async function facts(): Promise<(language: Language) => HelpFacts> {
    const [deposit, boxOdds] = await Promise.all([listChannels(ctx.db, 'deposit'), ctx.boxOdds()]);
    const channels = deposit.filter((channel) => channel.id !== VOUCHER_CHANNEL_ID);
    const range = channels.length
      ? {
          min: Math.min(...channels.map((channel) => channel.min_amount)),
          max: Math.max(...channels.map((channel) => channel.max_amount)),
        }
      : { min: MONEY_DEFAULTS.minAmount, max: MONEY_DEFAULTS.maxAmount };
    const worded = new Map<Language, HelpFacts>();
    return (language) => {
      let known = worded.get(language);
      if (!known) {
        known = helpFacts(ctx.settings, range, boxOdds, language);
        worded.set(language, known);
      }
      return known;
    };
  }

  return {
    /** The help centre in `language`, English where a category has no article in it. */
    async help(language: Language): Promise<HelpCentre> {
      const [centre, factsIn] = await Promise.all([listHelp(ctx.db, language), facts()]);
      return {
        ...centre,
        items: centre.items.map((item) => {
          const known = factsIn(isLanguage(item.language) ? item.language : DEFAULT_LANGUAGE);
          return {
            ...item,
            title: renderFacts(item.title, known),
            content: renderFacts(item.content, known),
          };
        }),
      };
    },

    /** The news in `language` where an item is translated into it, else in English. */
    async news(page: number, pageSize: number, language: Language): Promise<Paged<NewsItem>> {
      const [{ items, total }, factsIn] = await Promise.all([
        listNews(ctx.db, page, pageSize, language),
        facts(),
      ]);
      const d = items.map(({ language: written, ...item }) => {
        const known = factsIn(written);
        return {
          ...item,
          title: renderFacts(item.title, known),
          summary: renderFacts(item.summary, known),
          content: renderFacts(item.content, known),
        };
      });
      return { d, t: total, s: 1 };
    },

    /**
     * Stores feedback (the schema has checked spec 5.7's length). The hour's count is taken
     * before the insert in one statement, so concurrent sends cannot pass it.
     */
    async submitFeedback(caller: Caller | null, ip: string, content: string): Promise<true> {
      const subject = caller ? `uid:${caller.uid}` : `ip:${ip}`;
      const now = ctx.clock.now();
      const attempt = await takeAttempt(ctx.db, FEEDBACK_SCOPE, subject, FEEDBACK_PER_HOUR, now);
      if (!attempt.allowed) throw businessError(FEEDBACK_LIMIT_MESSAGE);
      try {
        await insertFeedback(ctx.db, { uid: caller?.uid ?? null, content, ip, now });
      } catch (error) {
        await forgetAttempt(ctx.db, FEEDBACK_SCOPE, subject);
        throw error;
      }
      return true;
    },

    async feedbackList(page: number, pageSize: number): Promise<Paged<FeedbackItem>> {
      const { items, total } = await listFeedback(ctx.db, page, pageSize);
      return { d: items, t: total, s: 1 };
    },
  };
}
