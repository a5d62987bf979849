import { defineTranslation } from '@/shared/i18n/define-copy';
import type { BOX_COPY } from './copy';

export const BOX_FIL = defineTranslation<typeof BOX_COPY>('promotions', {
  pageTitle: 'Blind Box',
  title: 'Mystery Box',
  open: 'Buksan',
  opening: 'Binubuksan…',
  youGet: 'Nakakuha ka ng {bonus} PHP',
  cancel: 'I-cancel',
  floating: 'Mystery box, {count} na bubuksan',
  expiresIn: 'Mag-e-expire sa',
  boxesLeft: '{count, plural, one {# box na bubuksan} other {# box na bubuksan}}',
  monthBoxes: 'Mga box ngayong buwan',
  opened: 'Nabuksan na',
  expired: 'Expired na',
  noBoxes: 'Wala pang box ngayong buwan. May kasamang isa ang una mong deposit bawat araw.',
  history: 'Mga nabuksang box',
  noHistory: 'Wala ka pang nabubuksang box.',
  odds: 'Ano ang laman ng box',
  oddsNote:
    'Bawat premyo at ang tsansa nito, ayon sa draw ng server. Ibibigay bilang bonus na may {multiplier}x wagering.',
  prize: 'Premyo',
  chance: 'Tsansa',
  error: 'Hindi ma-load ang mga box. Subukan ulit mamaya.',
});
