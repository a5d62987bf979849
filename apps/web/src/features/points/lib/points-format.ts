import { formatPesos } from '@/shared/lib/format';

/** A count of points, en-US ('1,250'). */
export const formatPoints = (points: number): string => formatPesos(points);

/** A movement's points with their sign ('+10', '-500'). */
export const signedPoints = (points: number): string =>
  `${points > 0 ? '+' : points < 0 ? '-' : ''}${formatPesos(Math.abs(points))}`;

/** The points still missing to buy something (0 when the balance is enough). */
export const pointsShort = (balance: number, price: number): number => Math.max(0, price - balance);
