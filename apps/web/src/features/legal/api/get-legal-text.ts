import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls, type LegalDocName, type LegalText } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { currentBrand } from '@/shared/brand/brand';
import { currentLanguage } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/storage/storage';

const CALLS = {
  'terms-of-use': calls.terms,
  'privacy-policy': calls.privacy,
  faq: calls.faq,
} as const;

/** The server answers in the `lang` header's language: a text is kept per language too. */
const storageKey = (name: LegalDocName, brand: string, language: string) =>
  `legal:${brand}:${language}:${name}`;

/**
 * A legal or FAQ text for the current brand ('h5' by default), in the player's language (English
 * where it has no translation); kept per session (spec 9).
 */
export async function getLegalText(name: LegalDocName, signal?: AbortSignal): Promise<LegalText> {
  const brand = currentBrand();
  const language = currentLanguage();
  const text = await apiCall(CALLS[name], { brand }, { signal });
  sessionStore.set(storageKey(name, brand, language), text);
  return text;
}

export const legalTextQueryOptions = (name: LegalDocName) => {
  const brand = currentBrand();
  const language = currentLanguage();
  return queryOptions({
    queryKey: ['legal', brand, language, name],
    queryFn: ({ signal }) => {
      // The app refetches every query when the language changes, before this screen asks for
      // the new language's key: the old key keeps its text rather than take the new language's.
      if (currentLanguage() !== language) {
        const kept = sessionStore.get<LegalText>(storageKey(name, brand, language));
        return kept ? Promise.resolve(kept) : Promise.reject(new Error('Language changed'));
      }
      return getLegalText(name, signal);
    },
    initialData: () => sessionStore.get<LegalText>(storageKey(name, brand, language)),
    staleTime: 10 * 60_000,
  });
};

export const useLegalText = (name: LegalDocName) => useQuery(legalTextQueryOptions(name));
