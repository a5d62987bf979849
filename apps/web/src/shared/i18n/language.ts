/**
 * The player's language: chosen on My or on the login sheet, remembered on the device, sent as
 * the `lang` header, and loaded only when chosen (each language's catalogue is a chunk of its
 * own, registered by app/languages/).
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, isLanguage, type Language } from '@pisoplay/contract';
import { localStore } from '@/shared/storage/storage';
import {
  activateLanguage,
  currentLanguage,
  onLanguageChange,
  type LanguageCatalogue,
} from './i18n';

const STORAGE_KEY = 'language';

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
}

/** The language remembered on this device, before the first render; English if none or unloadable. */
export async function restoreLanguage(): Promise<void> {
  const saved = localStore.get<unknown>(STORAGE_KEY);
  if (!isLanguage(saved) || saved === DEFAULT_LANGUAGE) return;
  try {
    await setLanguage(saved);
  } catch {
    // The chunk could not load (offline): the app starts in English and the switch still works.
  }
}

/** The current language; the component re-renders when it changes. */
export const useLanguage = (): Language =>
  useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
