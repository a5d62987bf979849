/**
 * The player's language: chosen on My or on the login sheet, remembered on the device (and
 * mirrored in the `lang` cookie, in which the server writes a page's first words), sent as the
 * `lang` header, and loaded only when chosen (each language's catalogue is a chunk of its own,
 * registered by app/languages/).
 */
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_TAGS,
  isLanguage,
  type Language,
} from '@pisoplay/contract';
import { localStore } from '@/shared/storage/storage';
import {
  activateLanguage,
  currentLanguage,
  onLanguageChange,
  type LanguageCatalogue,
} from './i18n';

const STORAGE_KEY = 'language';
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the most browsers keep a cookie

/** The language the app shows, for the server's next page (SPLASH_LEADS in the contract). */
function mirrorToCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

type CatalogueLoader = (language: Language) => Promise<LanguageCatalogue>;
let loadCatalogue: CatalogueLoader = () => Promise.resolve({ messages: {} });

/** Where the languages' catalogues come from (app/languages/ registers its lazy chunks). */
export function registerCatalogues(loader: CatalogueLoader): void {
  loadCatalogue = loader;
}

async function catalogueOf(language: Language): Promise<LanguageCatalogue> {
  // English is the copy files themselves.
  return language === DEFAULT_LANGUAGE ? { messages: {} } : loadCatalogue(language);
}

/** Loads `language` and makes it the app's; fails (and changes nothing) when its chunk fails. */
export async function setLanguage(language: Language): Promise<void> {
  const catalogue = await catalogueOf(language);
  activateLanguage(language, catalogue);
  document.documentElement.lang = LANGUAGE_TAGS[language];
  localStore.set(STORAGE_KEY, language);
  mirrorToCookie(language);
}

/** The language remembered on this device, before the first render; English if none or unloadable. */
export async function restoreLanguage(): Promise<void> {
  const saved = localStore.get<unknown>(STORAGE_KEY);
  if (isLanguage(saved) && saved !== DEFAULT_LANGUAGE) {
    try {
      await setLanguage(saved);
      return;
    } catch {
      // The chunk could not load (offline): the app starts in English and the switch still works.
    }
  }
  // Also a device that chose its language before the cookie existed, or whose cookie expired.
  mirrorToCookie(DEFAULT_LANGUAGE);
}

/** The current language; the component re-renders when it changes. */
export const useLanguage = (): Language =>
  useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
