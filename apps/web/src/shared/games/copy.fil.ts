import { defineTranslation } from '@/shared/i18n/define-copy';
import type { CATEGORY_COPY, FAVORITE_COPY, GAME_BADGE, LIST_COPY } from './copy';

export const LIST_FIL = defineTranslation<typeof LIST_COPY>('gameList', {
  empty: 'Wala pang data!',
  error: 'Hindi makuha ang data.',
  loading: 'Naglo-load...',
  retry: 'Subukan ulit',
});

export const FAVORITE_FIL = defineTranslation<typeof FAVORITE_COPY>('favorites', {
  add: 'Idagdag ang {name} sa mga paborito',
  remove: 'Alisin ang {name} sa mga paborito',
  failed: 'Hindi na-update ang mga paborito',
});

export const GAME_BADGE_FIL = defineTranslation<typeof GAME_BADGE>('gameBadges', {
  hot: 'HOT',
  new: 'BAGO',
  maintained: 'Inaayos pa',
});

export const CATEGORY_FIL = defineTranslation<typeof CATEGORY_COPY>('gameCategories', {
  hot: 'Mga Patok na Laro',
  new: 'Mga Bagong Laro',
  favorite: 'Mga Paborito',
  live: 'Live',
  fishing: 'Fishing',
  slot: 'Slot',
  sport: 'Sports',
  table: 'Table Game',
  bingo: 'Bingo',
});
