import { useMutation, useQuery } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { useLanguage } from '@/shared/i18n/language';

/** Content changes rarely: kept fresh for ten minutes. */
const STALE_MS = 10 * 60_000;
const NEWS_PAGE_SIZE = 50;

/** The help articles in the player's language (the server falls back to English). */
export function useHelpCentre() {
  const api = useApiCall();
  const language = useLanguage();
  return useQuery({
    queryKey: ['support', 'help', language],
    queryFn: ({ signal }) => api(calls.helpList, { language }, { signal }),
    staleTime: STALE_MS,
  });
}

/** The news in the player's language: the server answers by the lang header. */
export function useNews() {
  const api = useApiCall();
  const language = useLanguage();
  return useQuery({
    queryKey: ['support', 'news', language],
    queryFn: ({ signal }) =>
      api(calls.newsList, { page: 1, page_size: NEWS_PAGE_SIZE }, { signal }),
    staleTime: STALE_MS,
  });
}

export function useSubmitFeedback() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (content: string) => api(calls.feedbackSubmit, { content }),
  });
}
