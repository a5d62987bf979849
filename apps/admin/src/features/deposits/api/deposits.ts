import { operatorCalls, type DepositStatus } from '@pisoplay/contract';
import { useCallQuery } from '@/shared/queries/call-query';

export const DEPOSIT_PAGE_SIZE = 20;

export const useDeposits = (status: DepositStatus, page: number) =>
  useCallQuery(operatorCalls.adminDepositList, { status, page, page_size: DEPOSIT_PAGE_SIZE });

/** Credits what was received, or closes it as refunded, on evidence. */
export const DEPOSIT_READS = [operatorCalls.adminDepositList];
