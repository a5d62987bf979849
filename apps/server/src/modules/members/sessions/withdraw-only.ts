import { calls } from '@pisoplay/contract';

/**
 * Every call a withdraw-only session may make (docs/responsible-gaming.md, "Withdraw-only
 * access"): what the app boots with (the profile, the KYC record), the balance and its live push,
 * KYC itself (a withdrawal needs an approved KYC, so a player who never completed it must be able
 * to: the form, its ID photos, the ID-OCR, the branches), the withdraw channels and accounts
 * (list, add), the withdrawal and its records, logout, help
 * (the chat with customer service, feedback), and the self-exclusion's own state and its early
 * end (asked, confirmed or withdrawn here: an excluded player has no other session). Public
 * calls (legal texts, help articles) need no session at all. `authenticate` refuses any other
 * call with RG_MESSAGES.withdrawOnly (403).
 */
export const WITHDRAW_ONLY_CALLS = [
  calls.memberDetail,
  calls.kycDetail,
  calls.kycInsert,
  calls.kycUpdate,
  calls.kycBase,
  calls.kycShops,
  calls.ossUpload,
  calls.ocrSetup,
  calls.ocrCheckResult,
  calls.wallet,
  calls.liveTicket,
  calls.channelList,
  calls.accountList,
  calls.accountInsert,
  calls.withdraw,
  calls.withdrawList,
  calls.withdrawDetail,
  calls.logout,
  calls.chatOpen,
  calls.chatSend,
  calls.chatMessages,
  calls.chatRead,
  calls.feedbackSubmit,
  calls.rgExclusion,
  calls.rgExclusionEnd,
] as const;

const allowed = new Set<string>(WITHDRAW_ONLY_CALLS.map((call) => `${call.method} ${call.path}`));

/** Whether a withdraw-only session may make the call (its method and path pattern). */
export const withdrawOnlyAllows = (call: { method: string; path: string }): boolean =>
  allowed.has(`${call.method} ${call.path}`);
