import type { KycIssueField, KycStatus } from '@pisoplay/contract';
import { choicesOf } from '@/shared/lib/format';

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
export const QUEUE_STATUSES = choicesOf<KycStatus>(
  ['under_review', 'rejected', 'basic_kyc', 'fully_kyc', 'frozen', 'block'],
  { basic_kyc: 'Basic KYC', fully_kyc: 'Fully KYC', block: 'Blocked' },
);

export const REJECT_REASON_REQUIRED = 'A reason is required to reject a KYC';
