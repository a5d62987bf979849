import type { WalletStatus } from '@pisoplay/contract';

/**
 * A business refusal: thrown inside the call's transaction so that it rolls back, then
 * answered with the status (and the player's balance when the player is known).
 */
export class WalletRefusal extends Error {
  constructor(
    readonly status: Exclude<WalletStatus, 'OK'>,
    readonly uid?: number,
  ) {
    super(status);
  }
}
