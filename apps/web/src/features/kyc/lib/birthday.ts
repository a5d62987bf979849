import { birthdayBounds, manilaIsoDate } from '@pisoplay/contract';

/** Today's Philippine date as YYYY-MM-DD. */
export const manilaToday = (now: Date = new Date()): string => manilaIsoDate(now);

/** Spec 5.5: the picker offers 100 to 21 years ago, defaults to 21 years ago, clamps the rest. */
export function birthdayRange(today: string = manilaToday()) {
  const { earliest, latest } = birthdayBounds(today);
  const clamp = (value: string) =>
    !value ? value : value < earliest ? earliest : value > latest ? latest : value;
  return { min: earliest, max: latest, initial: latest, clamp };
}
