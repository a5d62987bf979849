/** Play: bet records and the XP rule (docs/play.md). */

/**
 * A bet record is written when its round settles; rounds still open are not listed. A round the
 * game provider voided shows as 'void': its stakes returned, its wins taken back.
 */
export const BET_STATUSES = ['settled', 'void'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/**
 * XP a player earns: one per whole peso of real money (the cash part, not bonus) staked in a
 * settled round (docs/vip.md).
 */
export const XP_PER_PESO_WAGERED = 1;

/** A launch token is good for this long, once (docs/seamless-wallet.md). */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60 * 1000;
