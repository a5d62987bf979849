import { defineTranslation } from '@/shared/i18n/define-copy';
import type { GAMES_COPY } from './copy';

export const GAMES_FIL = defineTranslation<typeof GAMES_COPY>('games', {
  searchLabel: 'Maghanap ng laro',
  searchPlaceholder: 'Maghanap ng laro',
  sortLabel: 'Pagkakasunod-sunod',
  sortPopular: 'Patok',
  sortAZ: 'A-Z',
  providersLabel: 'Mga provider',
  allProviders: 'Lahat',
  clearSearch: 'Burahin ang hinahanap',
  listLabel: 'Mga laro',
});
