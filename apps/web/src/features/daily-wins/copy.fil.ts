import { defineTranslation } from '@/shared/i18n/define-copy';
import type { DAILY_WINS_COPY } from './copy';

export const DAILY_WINS_FIL = defineTranslation<typeof DAILY_WINS_COPY>('dailyWins', {
  intro:
    'Mag-check in araw-araw para sa bonus. Pinakamalaki ang premyo kapag pitong araw na sunod-sunod.',
  calendar: 'Check-in calendar',
  day: 'Araw {n}',
  stateClaimed: 'Na-claim na',
  stateToday: 'Ngayon',
  stateUpcoming: 'Susunod pa',
  streak: '{days, plural, one {# araw na sunod-sunod} other {# araw na sunod-sunod}}',
  peso: '₱{amount}',
  claim: 'I-claim ang ₱{amount}',
  claiming: 'Kine-claim…',
  claimed: 'Nanalo ka ng ₱{amount}! Nasa bonus mo na.',
  nextOpens: 'Magbubukas ang susunod na check-in sa {time}',
  rules: 'Paano ito gumagana',
  rule1:
    'Isang claim lang bawat araw, oras sa Pilipinas (nagpapalit ang araw pagsapit ng hatinggabi).',
  rule2:
    'Bawat sunod-sunod na araw ay isang araw na pasulong; pagkatapos ng araw 7, babalik ka sa araw 1.',
  rule3: 'Kapag may araw kang na-miss, babalik ka sa araw 1.',
  rule4: 'Bawat claim ay bonus na may 2x wagering bago maging cash.',
  rule5: 'Mga verified (KYC) na player lang ang puwedeng mag-claim.',
  records: 'Mga record ng bonus',
  loading: 'Nilo-load ang calendar',
  error: 'Hindi ma-load ang calendar.',
  retry: 'Subukan ulit',
  claimFailed: 'Hindi natuloy ang claim. Pakisubukan ulit.',
});
