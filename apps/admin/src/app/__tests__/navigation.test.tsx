import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperatorRole } from '@pisoplay/contract';
import { operator, renderPage, signInAs } from '@/testing/render-page';
import { Shell } from '../layout/shell';

/** The pages of the operator calls that had no screen, and the roles whose sidebar has each. */
const PAGES_OF_ROLES: [page: string, href: string, roles: OperatorRole[]][] = [
  ['Vouchers', '/vouchers', ['finance']],
  ['Restricted persons', '/restricted-persons', ['compliance']],
  ['Daily contest', '/contest', ['finance', 'risk', 'admin']],
  ['Ledger check', '/ledger-check', ['finance', 'risk', 'admin']],
  ['Loyalty', '/loyalty', ['finance', 'risk', 'admin']],
];

const ROLES: OperatorRole[] = ['support', 'compliance', 'finance', 'risk', 'admin'];

describe('the sidebar', () => {
  it.each(ROLES)('shows %s only the pages its role may open', async (role) => {
    signInAs(role);
    renderPage(<Shell />, { adminMe: async () => operator(role) });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    for (const [page, href, roles] of PAGES_OF_ROLES) {
      const link = within(nav).queryByRole('link', { name: page });
      if (roles.includes(role)) expect(link).toHaveAttribute('href', href);
      else expect(link).not.toBeInTheDocument();
    }
  });

  it('groups the contest and the ledger check under Reports, after Players', async () => {
    signInAs('finance');
    renderPage(<Shell />, { adminMe: async () => operator('finance') });
    const reports = await screen.findByRole('list', { name: 'Reports' });
    expect(
      within(reports)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Daily contest', 'Ledger check']);
    const groups = screen
      .getAllByRole('list', { name: /^(Players|Reports|Settings)$/ })
      .map((list) => list.getAttribute('aria-labelledby'));
    expect(groups).toEqual(['nav-Players', 'nav-Reports', 'nav-Settings']);
  });
});
