import { operatorCalls, type KycStatus } from '@pisoplay/contract';
import { useCallQuery } from '@/shared/queries/call-query';

export const KYC_PAGE_SIZE = 20;

/** The review queue in one status, oldest submission first. */
export const useKycQueue = (status: KycStatus, page: number) =>
  useCallQuery(operatorCalls.adminKycList, { status, page, page_size: KYC_PAGE_SIZE });

/** One player's KYC record, profile and status history. */
export const useKycDetail = (uid: number) =>
  useCallQuery(operatorCalls.adminKycDetail, { uid }, { enabled: uid > 0 });

/** Approve, or reject with a message and the fields at fault. */
export const KYC_READS = [
  operatorCalls.adminKycList,
  operatorCalls.adminKycDetail,
  operatorCalls.adminMemberDetail,
];
