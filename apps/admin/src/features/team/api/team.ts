import { operatorCalls } from '@pisoplay/contract';
import { useCallQuery } from '@/shared/queries/call-query';

export const useOperators = () => useCallQuery(operatorCalls.adminOperatorList, {});

export const TEAM_READS = [operatorCalls.adminOperatorList];
