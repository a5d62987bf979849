import { birthdayBounds, manilaIsoDate } from '@pisoplay/contract';

/** Spec 5.5: the picker offers 100 to 21 years ago, defaults to 21 years ago, clamps the rest. */
export function birthdayRange(today: string = manilaIsoDate(Date.now())) {
  const { earliest, latest } = birthdayBounds(today);
  const clamp = (value: string) =>
    !value ? value : value < earliest ? earliest : value > latest ? latest : value;
  return { min: earliest, max: latest, initial: latest, clamp };
}
