import { operatorCalls } from '@pisoplay/contract';
import { useCallQuery } from '@/shared/queries/call-query';

export const NEWS_PAGE_SIZE = 20;

/** Every news item not deleted, newest first, as stored (facts not filled in). */
export const useNews = (page: number) =>
  useCallQuery(operatorCalls.adminNewsList, { page, page_size: NEWS_PAGE_SIZE });

/** What a news item's save or delete changes. */
export const NEWS_READS = [operatorCalls.adminNewsList];

/** The help categories and every article, hidden ones and every language too. */
export const useHelpCentre = () => useCallQuery(operatorCalls.adminHelpList, {});

/** What an article's save changes. */
export const HELP_READS = [operatorCalls.adminHelpList];

/** The banners of every brand, switched-off ones too, by brand, place and order. */
export const useBanners = () => useCallQuery(operatorCalls.adminBannerList, {});

/** What a banner's save or delete changes. */
export const BANNER_READS = [operatorCalls.adminBannerList];
