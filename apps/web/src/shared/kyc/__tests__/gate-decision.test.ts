import { describe, expect, it } from 'vitest';
import { KYC_STATUSES, type KycAction, type KycStatus } from '@pisoplay/contract';
import { decideKycGate, type KycGateModal } from '../gate-decision';

type Outcome = 'allow' | KycGateModal | 'refuse';

/** Spec 4.3 written out: for each action, the outcome per status in KYC_STATUSES order. */
const TABLE: Record<KycAction, Record<KycStatus, Outcome>> = {
  updateProfile: {
    unset: 'refuse',
    basic_account: 'allow',
    under_review: 'allow',
    rejected: 'allow',
    basic_kyc: 'allow',
    fully_kyc: 'allow',
    frozen: 'allow',
    block: 'blocked',
    test_account: 'allow',
  },
  afterLogin: {
    unset: 'restricted',
    basic_account: 'allow',
    under_review: 'allow',
    rejected: 'allow',
    basic_kyc: 'allow',
    fully_kyc: 'allow',
    frozen: 'allow',
    block: 'blocked',
    test_account: 'allow',
  },
  deposit: {
    unset: 'depositReminder',
    basic_account: 'depositReminder',
    under_review: 'allow',
    rejected: 'allow',
    basic_kyc: 'allow',
    fully_kyc: 'allow',
    frozen: 'depositReminder',
    block: 'blocked',
    test_account: 'allow',
  },
  play: {
    unset: 'gameReminder',
    basic_account: 'gameReminder',
    under_review: 'allow',
    rejected: 'allow',
    basic_kyc: 'allow',
    fully_kyc: 'allow',
    frozen: 'gameReminder',
    block: 'blocked',
    test_account: 'allow',
  },
  welfare: {
    unset: 'welfareReminder',
    basic_account: 'welfareReminder',
    under_review: 'allow',
    rejected: 'allow',
    basic_kyc: 'allow',
    fully_kyc: 'allow',
    frozen: 'welfareReminder',
    block: 'blocked',
    test_account: 'allow',
  },
  withdraw: {
    unset: 'withdrawReminder',
    basic_account: 'withdrawReminder',
    under_review: 'underReview',
    rejected: 'withdrawReminder',
    basic_kyc: 'withdrawReminder',
    fully_kyc: 'allow',
    frozen: 'withdrawReminder',
    block: 'blocked',
    test_account: 'allow',
  },
  viewRecords: {
    unset: 'refuse',
    basic_account: 'refuse',
    under_review: 'refuse',
    rejected: 'refuse',
    basic_kyc: 'refuse',
    fully_kyc: 'allow',
    frozen: 'allow',
    block: 'blocked',
    test_account: 'allow',
  },
};

const outcome = (action: KycAction, status: KycStatus, onKycRoute = false): Outcome => {
  const decision = decideKycGate(action, status, { signedIn: true, onKycRoute });
  if (decision.allowed) return 'allow';
  return decision.modal ?? 'refuse';
};

const cases = (Object.keys(TABLE) as KycAction[]).flatMap((action) =>
  KYC_STATUSES.map((status) => [action, status, TABLE[action][status]] as const),
);

describe('the KYC action gate (spec 4.3)', () => {
  it.each(cases)('%s while %s: %s', (action, status, expected) => {
    expect(outcome(action, status)).toBe(expected);
  });

  it.each(cases)('%s while %s on the KYC route shows no modal', (action, status, expected) => {
    expect(outcome(action, status, true)).toBe(expected === 'allow' ? 'allow' : 'refuse');
  });

  it('shows nothing to an anonymous visitor', () => {
    expect(decideKycGate('deposit', 'unset', { signedIn: false, onKycRoute: false })).toEqual({
      allowed: false,
      modal: null,
    });
  });
});
