import type { KycIssueField, KycStatus } from '@pisoplay/contract';

/** The fields a reviewer can name when rejecting, as the player's form labels them. */
export const ISSUE_FIELD_LABELS: Record<KycIssueField, string> = {
  id_type: 'ID type',
  id_photo: 'Front photo of ID',
  selfie_with_id_photo: 'Selfie with ID',
  first_name: 'First name',
  middle_name: 'Middle name',
  last_name: 'Last name',
  birthday: 'Birthday',
  gender: 'Gender',
  nationality: 'Nationality',
  place_of_birth: 'Place of birth',
  current_address: 'Current address',
  permanent_address: 'Permanent address',
  nearest_branch: 'Nearest branch',
  occupation: 'Occupation',
  source_of_income: 'Source of funds',
};

/** The queue's status filter: what waits first, then decided ones. */
export const QUEUE_STATUSES: readonly { value: KycStatus; label: string }[] = [
  { value: 'under_review', label: 'Under review' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'basic_kyc', label: 'Basic KYC' },
  { value: 'fully_kyc', label: 'Fully KYC' },
  { value: 'frozen', label: 'Frozen' },
  { value: 'block', label: 'Blocked' },
];

export const REJECT_REASON_REQUIRED = 'A reason is required to reject a KYC';
