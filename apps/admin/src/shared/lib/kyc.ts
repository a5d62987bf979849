/** A name as the KYC form has it: first, middle (when given) and last. */
export const fullName = (record: { first_name: string; middle_name: string; last_name: string }) =>
  [record.first_name, record.middle_name, record.last_name].filter(Boolean).join(' ');
