/** The operator's choices (calls/operator.ts). */
export const OPERATOR_PAGE_SIZE_MAX = 100;
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
/** Statuses an operator sets by hand; 'unblock' returns the player to the status before the block. */
export const OPERATOR_STATUS_CHANGES = ['block', 'unblock', 'test_account'] as const;
