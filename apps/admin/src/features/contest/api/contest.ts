import { operatorCalls } from '@pisoplay/contract';
import { useCallQuery } from '@/shared/queries/call-query';

/** A closed contest day: each place, its prize and payment (a day not closed answers 404). */
export const useContestDay = (date: string) =>
  useCallQuery(operatorCalls.adminContestDay, { date });
