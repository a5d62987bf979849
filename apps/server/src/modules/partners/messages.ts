/** What the partner entries answer (docs/partners.md). */
export const PARTNER_MESSAGES = {
  entryInvalid: 'This entry link is invalid, used or expired. Please open the game again',
  blocked: 'Your account has been blocked. Please contact customer service',
  authCodeInvalid: 'This login code is invalid, used or expired. Please open the mini app again',
} as const;

/** Answers of the partners' own JSON call (POST /partner/entry-token). */
export const PARTNER_API_STATUS = {
  ok: 'OK',
  invalidSignature: 'INVALID_SIGNATURE',
  badRequest: 'BAD_REQUEST',
  blocked: 'PLAYER_BLOCKED',
} as const;
