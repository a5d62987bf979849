import { inLanguage, type Translation } from '../src/shared/language.ts';

/** The crash game's words, in English. */
const EN = {
  title: 'Crash',
  bet: 'Bet',
  cashOut: 'Cash out',
  howToPlay: 'How to play',
  multiplier: 'Multiplier',
  /** '2.50×' where the round was cashed out or crashed. */
  cashedOutAt: (multiplier: string) => `Cashed out at ${multiplier}`,
  crashedAt: (multiplier: string) => `Crashed at ${multiplier}`,
  /** The rules panel's paragraph (HTML): `cashOut` is the button's name, `max` the top '1000'. */
  rules: (rules: { cashOut: string; max: number; rtp: string }) =>
    `Place a bet and watch the multiplier climb from 1.00×. Press <strong>${rules.cashOut}</strong> before it crashes to win your bet times the multiplier. If it crashes first, the bet is lost. The crash point is drawn on the server when the round starts (at most ${rules.max}×). RTP ${rules.rtp} %.`,
} as const;

const FIL: Translation<typeof EN> = {
  title: 'Crash',
  bet: 'Tumaya',
  cashOut: 'Mag-cash out',
  howToPlay: 'Paano laruin',
  multiplier: 'Multiplier',
  cashedOutAt: (multiplier) => `Nag-cash out sa ${multiplier}`,
  crashedAt: (multiplier) => `Nag-crash sa ${multiplier}`,
  rules: (rules) =>
    `Tumaya at panoorin ang pag-akyat ng multiplier mula 1.00×. Pindutin ang <strong>${rules.cashOut}</strong> bago ito mag-crash para manalo ng taya mo na pinarami ng multiplier. Kapag nauna ang crash, talo ang taya. Binubunot sa server ang crash point pagsimula ng round (hanggang ${rules.max}×). RTP ${rules.rtp} %.`,
};

/** The crash game's words in the language the game was launched in. */
export const CRASH_COPY = inLanguage({ en_US: EN, fil_PH: FIL });
