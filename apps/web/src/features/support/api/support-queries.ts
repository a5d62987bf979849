import { useMutation, useQuery } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';

/** Content changes rarely: kept fresh for ten minutes. */
const STALE_MS = 10 * 60_000;
const NEWS_PAGE_SIZE = 50;

export function useHelpCentre() {
  const api = useApiCall();
  return useQuery({
    queryKey: ['support', 'help', 'en_US'],
    queryFn: ({ signal }) => api(calls.helpList, { language: 'en_US' }, { signal }),
    staleTime: STALE_MS,
  });
}

export function useNews() {
  const api = useApiCall();
  return useQuery({
    queryKey: ['support', 'news'],
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
