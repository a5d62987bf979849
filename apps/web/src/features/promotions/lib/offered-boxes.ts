import { BOX_MIN_SECONDS, manilaIsoDate, type MysteryBox } from '@pisoplay/contract';

/** The boxes the overlay offers (spec 4.9): not expired, not opened, more than 5 s left. */
export const offeredBoxes = (boxes: readonly MysteryBox[]): MysteryBox[] =>
  boxes.filter((b) => b.state === null && b.is_expired === 0 && b.expire_second > BOX_MIN_SECONDS);

/** The Philippine month of `now` ('2026-11'): the month the boxes are asked for. */
export const philippineMonth = (now: number = Date.now()): string => manilaIsoDate(now).slice(0, 7);

/** 72000 → '20:00:00'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
