import { screen, within } from '@testing-library/react';
import type { OperatorApproval } from '@pisoplay/contract';

/** A request waiting for a second operator (a voucher batch unless told otherwise). */
export const approvalOf = (overrides: Partial<OperatorApproval> = {}): OperatorApproval => ({
  id: 31,
  action: 'voucher.create',
  summary: '2 voucher codes of ₱100',
  target_uid: null,
  reason: 'Mall promotion',
  requested_by: 'finance',
  requested_at: '2026-01-05T03:00:00Z',
  state: 'pending',
  decided_by: null,
  decided_at: null,
  decision_reason: null,
  error: null,
  ...overrides,
});

/** The codes a code list named `name` shows, in order, once it is there (see CodeListPanel). */
export async function shownCodes(name: string): Promise<(string | null)[]> {
  const list = await screen.findByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}
