import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError, type LedgerCheck } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { LedgerCheckPage } from '../components/ledger-check-page';

/** Three of the business rules: the report shows whichever the server checked. */
const INVARIANTS = ['depositCredits', 'roundMoney', 'points'] as const;

const balanced: LedgerCheck = {
  ok: true,
  accounts: 120,
  transfers: 4512,
  total: 0,
  mismatched: [],
  negative: 0,
  holdGap: 0,
  invariants: INVARIANTS.map((name) => ({ name, broken: 0, examples: [] })),
};

describe('the ledger check page', () => {
  it('runs the check and shows a balanced ledger, when it was run', async () => {
    signInAs('risk');
    const adminLedgerCheck = vi.fn(async () => balanced);
    renderPage(<LedgerCheckPage />, { adminLedgerCheck });
    expect(screen.getByText('Not run yet')).toBeInTheDocument();
    expect(adminLedgerCheck).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Run check' }));
    expect(await screen.findByText('The ledger balances: every check holds.')).toBeInTheDocument();
    expect(
      screen.getByText(/120 accounts and 4512 transfers, checked \w{3} \d+, \d{4}/),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: "The ledger's checks" });
    expect(within(table).getAllByText('Holds')).toHaveLength(7);
  });

  it('shows each failing check with its figures', async () => {
    signInAs('finance');
    const broken: LedgerCheck = {
      ...balanced,
      ok: false,
      total: 2550,
      mismatched: [{ id: 9, kind: 'player_cash', uid: 42, stored: 10000, summed: 7450 }],
      holdGap: -500,
      invariants: balanced.invariants.map((invariant) =>
        invariant.name === 'depositCredits'
          ? { ...invariant, broken: 2, examples: ['D12', 'D15'] }
          : invariant,
      ),
    };
    renderPage(<LedgerCheckPage />, { adminLedgerCheck: async () => broken });
    await userEvent.click(screen.getByRole('button', { name: 'Run check' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The ledger does not balance: 4 of 7 checks fail.',
    );
    const checks = screen.getByRole('table', { name: "The ledger's checks" });
    expect(within(checks).getByRole('row', { name: /Balances sum to zero/ })).toHaveTextContent(
      'FailsSum ₱25.50',
    );
    expect(within(checks).getByRole('row', { name: /Pending withdrawals held/ })).toHaveTextContent(
      'Gap -₱5.00',
    );
    expect(within(checks).getByRole('row', { name: /Deposits credited once/ })).toHaveTextContent(
      '2 brokenD12 · D15',
    );
    const accounts = screen.getByRole('table', {
      name: 'Accounts whose stored balance is not the sum of their transfers',
    });
    expect(within(accounts).getByRole('row', { name: /#9/ })).toHaveTextContent(
      '₱100.00₱74.50₱25.50',
    );
  });

  it('shows the server’s refusal', async () => {
    signInAs('admin');
    renderPage(<LedgerCheckPage />, {
      adminLedgerCheck: async () => {
        throw new AppError('ERR_BUSINESS', 'The ledger is being migrated');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The ledger is being migrated');
  });

  it('offers no check to a role that may not run it', () => {
    signInAs('support');
    renderPage(<LedgerCheckPage />, {});
    expect(screen.getByText('Not run yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run check' })).not.toBeInTheDocument();
  });
});
