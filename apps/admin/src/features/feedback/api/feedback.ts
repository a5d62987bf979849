import { calls } from '@pisoplay/contract';
import { useCallQuery } from '@/shared/queries/call-query';

export const FEEDBACK_PAGE_SIZE = 25;

export const useFeedback = (page: number) =>
  useCallQuery(calls.adminFeedbackList, { page, page_size: FEEDBACK_PAGE_SIZE });
