import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls, type LegalDocName, type LegalText } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { currentBrand } from '@/shared/brand/brand';
import { sessionStore } from '@/shared/storage/storage';

const CALLS = {
  'terms-of-use': calls.terms,
  'privacy-policy': calls.privacy,
  faq: calls.faq,
} as const;

const storageKey = (name: LegalDocName, brand: string) => `legal:${brand}:${name}`;

/** A legal or FAQ text for the current brand ('h5' by default); kept per session (spec 9). */
export async function getLegalText(name: LegalDocName, signal?: AbortSignal): Promise<LegalText> {
  const brand = currentBrand();
  const text = await apiCall(CALLS[name], { brand }, { signal });
  sessionStore.set(storageKey(name, brand), text);
  return text;
}

export const legalTextQueryOptions = (name: LegalDocName) =>
  queryOptions({
    queryKey: ['legal', currentBrand(), name],
    queryFn: ({ signal }) => getLegalText(name, signal),
    initialData: () => sessionStore.get<LegalText>(storageKey(name, currentBrand())),
    staleTime: 10 * 60_000,
  });

export const useLegalText = (name: LegalDocName) => useQuery(legalTextQueryOptions(name));
