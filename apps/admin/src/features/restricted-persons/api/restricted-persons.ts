import { operatorCalls } from '@pisoplay/contract';
import { usePayloadSchema } from '@/shared/queries/call-query';

/** The import's rules (the contract's schema), to check each row before sending. */
export const useImportSchema = () => usePayloadSchema(operatorCalls.adminRestrictedPersonsImport);

/** An import blocks matching accounts: their pages, the searches and the audit log change. */
export const RESTRICTED_READS = [
  operatorCalls.adminMemberDetail,
  operatorCalls.adminMemberSearch,
  operatorCalls.adminAuditList,
];
