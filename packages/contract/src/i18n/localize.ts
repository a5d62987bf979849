/**
 * Messages the contract's rules and the server produce in English (a zod error, a refusal) are
 * translated afterwards, by their English template: a catalogue maps each template, with its
 * values written `{0}`, `{1}`…, to the template of another language. A message that matches no
 * template stays English (docs/i18n.md, "Messages with values").
 */
export type MessageTable = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\d)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English templates of message objects: a function's template is what it writes when each
 * value is its own placeholder (`(n) => \`At most ${n}\`` gives 'At most {0}').
 */
export function messageTemplates(...sources: Readonly<Record<string, unknown>>[]): string[] {
  const templates = new Set<string>();
  for (const source of sources) {
    for (const entry of Object.values(source)) {
      if (typeof entry === 'string') templates.add(entry);
      else if (typeof entry === 'function') {
        const write = entry as (...values: string[]) => string;
        templates.add(write(...Array.from({ length: write.length }, (_, i) => `{${i}}`)));
      }
    }
  }
  return [...templates].filter((template) => template.trim() !== '');
}

type Pattern = { readonly match: RegExp; readonly order: number[]; readonly target: string };

function patternOf(template: string, target: string): Pattern {
  const order: number[] = [];
  const body = template
    .split(PLACEHOLDER)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      order.push(Number(part));
      return '(.+?)';
    })
    .join('');
  return { match: new RegExp(`^${body}$`, 's'), order, target };
}

/** A translator from English messages to the language of `table`. */
export function createLocalizer(table: MessageTable): (message: string) => string {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [template, target] of Object.entries(table)) {
    if (PLACEHOLDER.test(template)) patterns.push(patternOf(template, target));
    else exact.set(template, target);
    PLACEHOLDER.lastIndex = 0;
  }
  // The longest template first: 'Minimum deposit is {0}' before '{0} is required'.
  patterns.sort((a, b) => b.match.source.length - a.match.source.length);
  return (message) => {
    const known = exact.get(message);
    if (known !== undefined) return known;
    for (const pattern of patterns) {
      const found = pattern.match.exec(message);
      if (!found) continue;
      const values: string[] = [];
      pattern.order.forEach((index, group) => (values[index] = found[group + 1] ?? ''));
      return pattern.target.replace(PLACEHOLDER, (_, index: string) => values[Number(index)] ?? '');
    }
    return message;
  };
}
