import { operatorCalls } from '@pisoplay/contract';
import { useCallMutation, useCallQuery } from '@/shared/queries/call-query';

export const PLAYER_PAGE_SIZE = 20;

/** Players by phone, uid or username (at most 20). */
export const usePlayerSearch = (q: string) =>
  useCallQuery(operatorCalls.adminMemberSearch, { q }, { enabled: q.trim().length > 0 });

/** The player page's summary: profile, status, balances, devices, notes. */
export const usePlayer = (uid: number) => useCallQuery(operatorCalls.adminMemberDetail, { uid });

export const usePlayerKyc = (uid: number, enabled: boolean) =>
  useCallQuery(operatorCalls.adminKycDetail, { uid }, { enabled });

export const usePlayerLedger = (uid: number, page: number) =>
  useCallQuery(operatorCalls.adminMemberLedger, { uid, page, page_size: PLAYER_PAGE_SIZE });

export const usePlayerBets = (uid: number, page: number) =>
  useCallQuery(operatorCalls.adminBets, { uid, page, page_size: PLAYER_PAGE_SIZE });

export const usePlayerBonuses = (uid: number) =>
  useCallQuery(operatorCalls.adminBonusList, { uid });

export const usePlayerRg = (uid: number) => useCallQuery(operatorCalls.adminMemberRg, { uid });

/** What a decision on the player changes, read again after it. */
export const PLAYER_READS = [
  operatorCalls.adminMemberDetail,
  operatorCalls.adminMemberLedger,
  operatorCalls.adminBonusList,
  operatorCalls.adminKycDetail,
  operatorCalls.adminKycList,
  operatorCalls.adminApprovalList,
];

export const useAddNote = () => useCallMutation(operatorCalls.adminMemberNote, PLAYER_READS);
