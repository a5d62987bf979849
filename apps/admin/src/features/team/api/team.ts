import { operatorCalls } from '@pisoplay/contract';
import { useCallMutation, useCallQuery } from '@/shared/queries/call-query';

export const useOperators = () => useCallQuery(operatorCalls.adminOperatorList, {});

export const useSaveOperator = () =>
  useCallMutation(operatorCalls.adminOperatorSave, [operatorCalls.adminOperatorList]);
