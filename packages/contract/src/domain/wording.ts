/**
 * Numbers as the texts write them, so that a text quoting a rule is made from the rule's value
 * (one truth per limit) and reads as the spec's sentences do ('up to three', 'two times').
 */
const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/**
 * '1234567' -> '1,234,567': en-US digit grouping of a whole number's digits. Written out, not an
 * Intl.NumberFormat: building the first one loads the locale's data, about 20 ms of a screen's
 * first render on a mid-range phone (measured on the points shop), for what a pattern does.
 */
const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `value` with `decimals` decimals and en-US grouping, rounded as Intl.NumberFormat rounds: the
 * number as it is written (1.005 gives 1.01), halves away from zero. A value that rounds to zero
 * has no minus sign. For amounts under 1e21, as money always is.
 */
export function formatDecimal(value: number, decimals: number): string {
  const written = String(Math.abs(value));
  // Shifting the decimal point in the text keeps 1.005 from becoming 100.49999… .
  const scaled = written.includes('e')
    ? Math.abs(value) * 10 ** decimals
    : Number(`${written}e${decimals}`);
  const digits = Math.round(scaled)
    .toFixed(0)
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const sign = value < 0 && /[1-9]/.test(digits) ? '-' : '';
  return `${sign}${groupDigits(whole)}${decimals > 0 ? `.${digits.slice(-decimals)}` : ''}`;
}

/** 50000 -> '50,000' (en-US grouping, as spec 9's texts write pesos). */
export const groupedNumber = (value: number): string => formatDecimal(value, 0);

/** 3 -> 'three'; numbers past ten in figures. */
export const countWord = (value: number): string => WORDS[value] ?? groupedNumber(value);

/** 1 -> 'once', 2 -> 'two times'. */
export const timesWord = (value: number): string =>
  value === 1 ? 'once' : `${countWord(value)} times`;
