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

let grouping: Intl.NumberFormat | undefined;

/** 50000 -> '50,000' (en-US grouping, as spec 9's texts write pesos). */
export function groupedNumber(value: number): string {
  grouping ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return grouping.format(value);
}

/** 3 -> 'three'; numbers past ten in figures. */
export const countWord = (value: number): string => WORDS[value] ?? groupedNumber(value);

/** 1 -> 'once', 2 -> 'two times'. */
export const timesWord = (value: number): string =>
  value === 1 ? 'once' : `${countWord(value)} times`;
