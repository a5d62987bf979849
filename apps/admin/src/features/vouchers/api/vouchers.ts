import { operatorCalls } from '@pisoplay/contract';

/** A batch waits for a second operator: the approvals list (and its count) is read again. */
export const VOUCHER_READS = [operatorCalls.adminApprovalList];
