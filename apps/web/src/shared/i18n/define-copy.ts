/**
 * Texts by feature (docs/i18n.md). Each feature keeps its texts in one `copy.ts`, in English,
 * with `defineCopy`; its `copy.fil.ts` translates the same keys with `defineTranslation`. A
 * screen reads them through `useCopy` and re-renders when the language changes.
 *
 * A text with values is an ICU message ('Delete {name} account', '{count, plural, one {# box}
 * other {# boxes}}'): `useCopy` makes it a function of its values.
 */
import { useSyncExternalStore } from 'react';
import { i18n, onLanguageChange } from './i18n';

export type CopySource = Readonly<Record<string, string>>;
export type MessageValues = Readonly<Record<string, string | number>>;

/** A text, or a function of its values when the English has any. */
type Text<S extends string> = S extends `${string}{${string}`
  ? (values: MessageValues) => string
  : string;
export type Copy<S extends CopySource> = { readonly [K in keyof S]: Text<S[K]> };

export type CopyCatalogue<N extends string = string, S extends CopySource = CopySource> = {
  readonly namespace: N;
  readonly source: S;
};

/** A feature's English texts; `namespace` prefixes their message ids ('wallet.depositTitle'). */
export function defineCopy<const N extends string, const S extends CopySource>(
  namespace: N,
  source: S,
): CopyCatalogue<N, S> {
  return { namespace, source };
}

export type Translation = { readonly namespace: string; readonly messages: CopySource };

/**
 * Another language's texts for a catalogue: the same namespace and exactly the same keys (a key
 * missing or extra fails the typecheck). Imports the catalogue's type only, so a language's chunk
 * holds no English.
 */
export function defineTranslation<C extends CopyCatalogue>(
  namespace: C['namespace'],
  messages: { readonly [K in keyof C['source']]: string },
): Translation {
  return { namespace, messages: messages as CopySource };
}

const hasValues = (message: string) => message.includes('{');

const built = new WeakMap<CopyCatalogue, { locale: string; copy: object }>();

/**
 * The catalogue's texts in the current language. Outside rendering (a toast in a callback) this
 * is the call; components use `useCopy`. Never at a module's top level: that runs once, before
 * the player's language is known.
 */
export function copyOf<N extends string, S extends CopySource>(
  catalogue: CopyCatalogue<N, S>,
): Copy<S> {
  const cached = built.get(catalogue);
  if (cached && cached.locale === i18n.locale) return cached.copy as Copy<S>;
  const copy: Record<string, unknown> = {};
  const translations = i18n.messages;
  for (const [key, message] of Object.entries(catalogue.source)) {
    const id = `${catalogue.namespace}.${key}`;
    const text = translations[id] ?? message;
    // A text with no ICU syntax is itself: most are, and skipping Lingui's compiler for them
    // keeps the lobby's first render short on a slow phone.
    if (typeof text === 'string' && !hasValues(text) && !hasValues(message)) copy[key] = text;
    else
      copy[key] = hasValues(message)
        ? (values: MessageValues) => i18n._({ id, message, values })
        : i18n._({ id, message });
  }
  built.set(catalogue, { locale: i18n.locale, copy });
  return copy as Copy<S>;
}

const currentLocale = () => i18n.locale;

/** The locale of the texts; a component that reads it re-renders when the language changes. */
export const useLocale = (): string =>
  useSyncExternalStore(onLanguageChange, currentLocale, currentLocale);

/** The catalogue's texts in the current language, re-rendered on a language change. */
export function useCopy<N extends string, S extends CopySource>(
  catalogue: CopyCatalogue<N, S>,
): Copy<S> {
  useLocale();
  return copyOf(catalogue);
}

/** The messages of translations, by id, as a language's catalogue holds them. */
export function messagesOf(translations: Iterable<Translation>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { namespace, messages: texts } of translations) {
    for (const [key, text] of Object.entries(texts)) messages[`${namespace}.${key}`] = text;
  }
  return messages;
}
