/**
 * The language a game page speaks: the one the player launched it in. The lobby sends its `lang`
 * header with the launch, and the server's launch address carries it on as `?lang=` (en_US or
 * fil_PH); anything else is English. A page keeps its language while it is open.
 *
 * The texts are plain tables, English and Filipino, not Lingui: each game page is a bundle of a
 * few kB under a 12 kB budget (bench/bundle-size.mjs), and Lingui with its message compiler
 * would add about 8 kB of it.
 */
export type GameLanguage = 'en_US' | 'fil_PH';

/** The launch's `lang`, as the page reads it: Filipino when asked for, else English. */
export const gameLanguageOf = (lang: string | null | undefined): GameLanguage =>
  lang === 'fil_PH' ? 'fil_PH' : 'en_US';

/** The language of this page's launch address. */
export const launchLanguage = (): GameLanguage =>
  gameLanguageOf(
    typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang'),
  );

/** The `<html lang>` of each language. */
export const LANGUAGE_TAGS: Record<GameLanguage, string> = { en_US: 'en', fil_PH: 'fil' };

/**
 * Another language's texts, written against the English: the same keys, each a text where the
 * English has a text and a function of the same values where it has one (a key missing, extra
 * or of another kind fails the typecheck).
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...values: infer V) => string
    ? (...values: V) => string
    : T[K] extends string
      ? string
      : Translation<T[K]>;
};

/** A table of texts in both languages, read in `language` (the launch's by default). */
export function inLanguage<T>(
  texts: { readonly en_US: T; readonly fil_PH: NoInfer<Translation<T>> },
  language: GameLanguage = launchLanguage(),
): Translation<T> {
  return texts[language] as Translation<T>;
}
