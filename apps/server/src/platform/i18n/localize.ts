/**
 * The server's texts in the player's language (docs/i18n.md, "On the server"). The server writes
 * every message in English (and logs it so); what it sends a player is translated by the
 * request's `lang` header, through the contract's table and the server's own (fil_PH.ts), by
 * English template. A message no table knows is sent in English.
 */
import { DEFAULT_LANGUAGE, HEADER_LANG, createLocalizer, languageOf } from '@pisoplay/contract';
import type { Language, MessageTable } from '@pisoplay/contract';
import { contractMessages } from '@pisoplay/contract/i18n/fil_PH';
import { serverMessages } from './fil_PH.ts';

export type Localize = (message: string) => string;

const english: Localize = (message) => message;

/** Each language's messages: the contract's and the server's. English, the default, has none. */
const TABLES: Partial<Record<Language, () => MessageTable>> = {
  fil_PH: () => ({ ...contractMessages, ...serverMessages }),
};

const localizers = new Map<Language, Localize>([[DEFAULT_LANGUAGE, english]]);

/** The translator into `language` (made on first use, then kept). */
export function localizerFor(language: Language): Localize {
  let localize = localizers.get(language);
  if (!localize) {
    const table = TABLES[language];
    localize = table ? createLocalizer(table()) : english;
    localizers.set(language, localize);
  }
  return localize;
}

/** The language a request asks for by its `lang` header; anything unknown is English. */
export const languageOfRequest = (request: {
  readonly headers: Readonly<Record<string, unknown>>;
}): Language => languageOf(request.headers[HEADER_LANG]);

/** The translator into the request's language. */
export const localizerOf = (request: {
  readonly headers: Readonly<Record<string, unknown>>;
}): Localize => localizerFor(languageOfRequest(request));
