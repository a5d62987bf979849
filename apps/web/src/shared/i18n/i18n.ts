/**
 * The app's one Lingui instance and the language it speaks (docs/i18n.md). English is built in:
 * its texts are the `copy.ts` files themselves, so it needs no catalogue. Another language is a
 * catalogue of messages by id, loaded on demand (app/languages/).
 */
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  createLocalizer,
  type Language,
  type MessageTable,
} from '@pisoplay/contract';

/** What a language brings: the app's messages by id, and the contract's messages by template. */
export type LanguageCatalogue = {
  readonly messages: Messages;
  readonly contractMessages?: MessageTable;
};

export const i18n = setupI18n();

// Lingui compiles ICU messages (values, plurals) before formatting them; each text is compiled
// once, not on every render.
const compiled = new Map<string, ReturnType<typeof compileMessage>>();
i18n.setMessagesCompiler((message) => {
  let done = compiled.get(message);
  if (done === undefined) {
    done = compileMessage(message);
    compiled.set(message, done);
  }
  return done;
});

let language: Language = DEFAULT_LANGUAGE;
let localize: (message: string) => string = (message) => message;

/** Makes `catalogue` the language of every text; the screens re-render on Lingui's 'change'. */
export function activateLanguage(next: Language, catalogue: LanguageCatalogue): void {
  const tag = LANGUAGE_TAGS[next];
  i18n.load(tag, catalogue.messages);
  localize = catalogue.contractMessages
    ? createLocalizer(catalogue.contractMessages)
    : (message) => message;
  language = next;
  i18n.activate(tag);
}

activateLanguage(DEFAULT_LANGUAGE, { messages: {} });

export const currentLanguage = (): Language => language;

/**
 * A message written in English by the contract or the API client (a form rule's error, a network
 * failure) in the current language. The server already answers in the `lang` header's language;
 * those pass unchanged.
 */
export const localizeMessage = (message: string): string => localize(message);

/** Calls `onChange` after every language change; returns the unsubscribe. */
export const onLanguageChange = (onChange: () => void): (() => void) => i18n.on('change', onChange);
