import { KYC_BLOCKED_MESSAGE } from '@pisoplay/contract';
import type { KycAction } from '@pisoplay/contract';

/** Every message the KYC module answers with; the client shows them as they are. */
export const KYC_MESSAGES = {
  alreadySubmitted: 'Your KYC was already submitted; update it instead',
  underReview: 'Your KYC is under review. Please wait for the result',
  alreadyVerified: 'Your KYC is already verified',
  blocked: KYC_BLOCKED_MESSAGE,
  testAccount: 'Test accounts do not need KYC verification',
  birthday: 'Date of birth must be between 21 and 100 years ago',
  photoUnknown: 'Please upload the photo again',
  branchUnknown: 'Nearest branch is required',
  idTypeLocked: 'The ID type cannot be changed after the ID was verified',
  idPhotoLocked: 'The front photo of the ID cannot be changed after the ID was verified',
  ocrUnknown: 'This verification was not found, please start again',
  certificateUsed:
    'This certificate has already been authenticated and cannot be authenticated again',
  callbackOrigin: 'The return address must be on this site',
  reviewNotPending: 'Only a KYC under review can be approved or rejected',
  rejectReason: 'A reason is required to reject a KYC',
  unblockNotBlocked: 'This player is not blocked',
  playerUnknown: 'Player not found',
} as const;

/**
 * What a refused action answers (spec 4.3 and the KYC reminders of 8.2); the client shows its
 * own modal for each, the message is for any other caller.
 */
export const GATE_MESSAGES: Record<KycAction, string> = {
  deposit:
    "According to the regulator's regulations, you must complete the KYC certification process before you can use the wallet function!",
  play: "According to the regulator's regulations, you must complete the KYC certification process before you can enter a game!",
  withdraw:
    "According to the regulator's regulations, you must submit KYC certification and be approved before you can use the withdrawal function!",
  welfare:
    "According to the regulator's regulations, you must submit KYC certification to participate in welfare activities!",
  updateProfile: 'Please start your KYC verification first',
  viewRecords: 'Please complete your KYC verification to view your records',
  afterLogin: KYC_BLOCKED_MESSAGE,
};

/** Withdrawing while under review has its own hint (spec 4.3). */
export const WITHDRAW_UNDER_REVIEW =
  'Your KYC is under review. You can use the withdraw function only after it is passed.';
