/** KYC status numbers of spec 4.1, with the account-row labels. */
export const KYC_STATUSES = [
  'unset',
  'basic_account',
  'under_review',
  'rejected',
  'basic_kyc',
  'fully_kyc',
  'frozen',
  'block',
  'test_account',
] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  unset: 'Unset',
  basic_account: 'Basic Account',
  under_review: 'Under Review',
  rejected: 'Rejected',
  basic_kyc: 'Basic KYC',
  fully_kyc: 'Fully KYC',
  frozen: 'Frozen',
  block: 'Blocked',
  test_account: 'Test Account',
};

/** Reads the profile's numeric kyc_status; anything unknown or missing is 'unset'. */
export function kycStatusFromNumber(value: unknown): KycStatus {
  return (typeof value === 'number' && KYC_STATUSES[value]) || 'unset';
}

export function kycStatusNumber(status: KycStatus): number {
  return KYC_STATUSES.indexOf(status);
}

/** Actions gated by KYC status (spec 4.3). */
export type KycAction =
  'updateProfile' | 'afterLogin' | 'deposit' | 'play' | 'welfare' | 'withdraw' | 'viewRecords';

const PROFILE: KycStatus[] = [
  'basic_account',
  'under_review',
  'rejected',
  'basic_kyc',
  'fully_kyc',
  'frozen',
  'test_account',
];
const MONEY: KycStatus[] = ['under_review', 'rejected', 'basic_kyc', 'fully_kyc', 'test_account'];

export const KYC_ALLOWED_STATUSES: Record<KycAction, readonly KycStatus[]> = {
  updateProfile: PROFILE,
  afterLogin: PROFILE,
  deposit: MONEY,
  play: MONEY,
  welfare: MONEY,
  withdraw: ['fully_kyc', 'test_account'],
  viewRecords: ['fully_kyc', 'frozen', 'test_account'],
};

export const isKycActionAllowed = (action: KycAction, status: KycStatus): boolean =>
  KYC_ALLOWED_STATUSES[action].includes(status);

/** After sign-in these statuses go back to the origin; all others go to KYC (spec 2.3). */
export const KYC_STATUSES_SKIPPING_KYC_AFTER_LOGIN: readonly KycStatus[] = [
  'under_review',
  'block',
  'fully_kyc',
];

export const KYC_DEADLINE_HOURS = 72;
/** Statuses the KYC deadline freezes: KYC not submitted, or sent back. */
export const KYC_FREEZABLE_STATUSES: readonly KycStatus[] = [
  'unset',
  'basic_account',
  'rejected',
  'basic_kyc',
];

/** The blocked-account warning (spec 4.3), shown by the client and answered by the server. */
export const KYC_BLOCKED_MESSAGE =
  "Your account has been blocked by the administrator for violating the regulator's rules or the site's rules. Please contact customer service immediately";
export const KYC_REVIEW_HOURS = 24;

export const ID_TYPES = [
  'UMID',
  "Driver's License",
  'Passport',
  'PhilHealth',
  'SSS',
  'Postal ID',
  'PRC',
  'TIN (New Version)',
] as const;

export const OCCUPATIONS = [
  'Employed',
  'Self-Employed',
  'Business Owner',
  'Student',
  'Retired',
  'Unemployed',
  'Homemaker',
  'Freelancer',
  'Government Employee',
  'Private Sector Employee',
  'Other',
] as const;

export const SOURCES_OF_FUNDS = [
  'Salary/Employment',
  'Business Income',
  'Investments',
  'Inheritance',
  'Personal Savings',
  'Pension/Retirement',
  'Rental Income',
  'Family Allowance',
  'Other Sources',
] as const;

export const GENDERS = ['female', 'male'] as const;
