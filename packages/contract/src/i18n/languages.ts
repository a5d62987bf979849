/**
 * The languages players read the product in (docs/i18n.md). The `lang` header of spec 7 carries
 * one of these; anything else is read as English, the default.
 */
export const LANGUAGES = ['en_US', 'fil_PH'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en_US';

/** Each language's name written in that language, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en_US: 'English',
  fil_PH: 'Filipino',
};

/** The BCP 47 tag of each language, for `<html lang>` and plural rules. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en_US: 'en',
  fil_PH: 'fil',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The cookie in which the app mirrors the player's language (the app keeps it on the device), so
 * that the server can write a page's first words in it before any script has run.
 */
export const LANGUAGE_COOKIE = 'lang';

/** The language a `lang` header asks for: an unknown or missing one is English. */
export function languageOf(header: unknown): Language {
  return isLanguage(header) ? header : DEFAULT_LANGUAGE;
}
