/**
 * Seeded news, with their publication dates (newest first in the list). The content is HTML, as
 * operators write it (paragraphs); numbers are facts (`{{name}}`, help-facts.ts), filled in from
 * the settings when served.
 */
import type { Language } from '@pisoplay/contract';

/** A language's version of the seeded news: each item's texts by the id of the item. */
export type SeedNewsTranslation = {
  language: Language;
  items: Record<number, { title: string; summary: string; content: string }>;
};

export const NEWS = [
  {
    id: 1,
    title: 'Welcome to PisoPlay',
    summary: 'Slots, live casino, fishing and more, in pesos, on your phone.',
    content:
      '<p>PisoPlay brings casino, slots, live, fishing, table and bingo games to your phone, with deposits and withdrawals in pesos through GCash, Maya, GrabPay and the major banks.</p><p>Sign in with your mobile number to start.</p>',
    published_at: '2026-09-01T01:30:00Z',
  },
  {
    id: 2,
    title: 'Verify within {{kyc.deadlineHours}} hours',
    summary: 'The regulator requires identity verification for every player.',
    content:
      '<p>Complete your identity verification (KYC) within {{kyc.deadlineHours}} hours of registering, or before your first withdrawal. Accounts not verified in time are frozen until verification is approved.</p><p>It takes a few minutes: a photo of your ID and a selfie.</p>',
    published_at: '2026-09-15T06:45:00Z',
  },
  {
    id: 3,
    title: 'Faster withdrawals',
    summary: 'Most withdrawals now arrive within {{withdraw.typicalMinutes}} minutes.',
    content:
      '<p>Withdrawals up to {{withdraw.autoMax}} are now approved automatically and sent to your account at once. Most players receive their money within {{withdraw.typicalMinutes}} minutes.</p>',
    published_at: '2026-10-05T09:10:00Z',
  },
  {
    id: 4,
    title: 'Daily slot betting contest',
    summary:
      'A {{contest.poolPesos}} prize pool every day for the top {{contest.top}} slot players.',
    content:
      '<p>Every day from {{contest.hours}}, slot bets count towards the daily ranking. The top {{contest.top}} players share a prize pool of {{contest.pool}}, with {{contest.firstPrize}} for first place.</p><p>Prizes are bonuses: play them through {{wagering.bonus}} to withdraw.</p>',
    published_at: '2026-10-20T03:20:00Z',
  },
  {
    id: 5,
    title: 'Live chat with Customer Service',
    summary: 'Talk to our team in real time, day and night.',
    content:
      '<p>Customer Service is now a live chat: open My &gt; Customer Service, write your question and our team answers in the same window. While you wait, we suggest help articles that match your question.</p>',
    published_at: '2026-11-10T11:05:00Z',
  },
];
