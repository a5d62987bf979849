import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { RestrictedPersonsPage } from '../components/restricted-persons-page';

const LIST = [
  'country_code,phone,name,birthday',
  '63,9171234567,"DELA CRUZ, Juan S.",1990-05-01',
  '+63,0918 765 4321,Maria Santos,1985-12-24',
].join('\n');

/** Pastes the list into the rows field (as a paste: at once). */
const paste = (text: string) =>
  fireEvent.change(screen.getByLabelText('Rows (CSV)'), { target: { value: text } });

describe('the restricted-persons page', () => {
  it('reads a pasted list, checks each row, adds it with a reason and says what the server did', async () => {
    signInAs('compliance');
    const adminRestrictedPersonsImport = vi.fn(async () => ({ imported: 1, blocked_uids: [42] }));
    renderPage(<RestrictedPersonsPage />, { adminRestrictedPersonsImport });
    paste(LIST);
    const table = await screen.findByRole('table', { name: 'Rows read from the list' });
    expect(within(table).getAllByText('Ready')).toHaveLength(2);
    expect(within(table).getByRole('row', { name: /Maria Santos/ })).toHaveTextContent(
      '639187654321',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add 2 to the list' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to the restricted-persons list' });
    expect(dialog).toHaveTextContent('2 persons are added');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to the list' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'PAGCOR order 2026-14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to the list' }));

    expect(
      await screen.findByText('1 of 2 added to the list; 1 was on it already.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'uid 42' })).toHaveAttribute('href', '/players/42');
    expect(adminRestrictedPersonsImport).toHaveBeenCalledWith({
      persons: [
        {
          country_code: '63',
          phone: '9171234567',
          name: 'DELA CRUZ, Juan S.',
          birthday: '1990-05-01',
        },
        { country_code: '63', phone: '9187654321', name: 'Maria Santos', birthday: '1985-12-24' },
      ],
      reason: 'PAGCOR order 2026-14',
    });
    expect(screen.getByLabelText('Rows (CSV)')).toHaveValue('');
  });

  it('reads an uploaded file and shows each row’s errors before anything can be sent', async () => {
    signInAs('compliance');
    const adminRestrictedPersonsImport = vi.fn();
    renderPage(<RestrictedPersonsPage />, { adminRestrictedPersonsImport });
    const file = new File(
      ['63,9171234567,Juan Dela Cruz,1990-05-01\n63,12345,Ana Reyes,01/02/1990\n63,9171234567\n'],
      'list.csv',
      { type: 'text/csv' },
    );
    await userEvent.upload(screen.getByLabelText('Or read a CSV file'), file);

    const table = await screen.findByRole('table', { name: 'Rows read from the list' });
    const ana = within(table).getByRole('row', { name: /Ana Reyes/ });
    expect(ana).toHaveTextContent("Phone: Sorry, it's not a valid phone number");
    expect(ana).toHaveTextContent('Birthday: Expected a date as YYYY-MM-DD');
    expect(within(table).getByRole('row', { name: /^3 / })).toHaveTextContent(
      'Expected 4 values (country_code,phone,name,birthday), found 2',
    );
    expect(screen.getByText(/2 of 3 rows have errors \(lines 2, 3\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to the list/ })).not.toBeInTheDocument();
    expect(adminRestrictedPersonsImport).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the dialog', async () => {
    signInAs('compliance');
    renderPage(<RestrictedPersonsPage />, {
      adminRestrictedPersonsImport: async () => {
        throw new AppError('ERR_VALIDATION', 'Person 1: 2090-05-01 is not a possible birthday');
      },
    });
    paste('63,9171234567,Juan Dela Cruz,2090-05-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Add 1 to the list' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to the restricted-persons list' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Court order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to the list' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Person 1: 2090-05-01 is not a possible birthday',
    );
  });

  it('lets no other role than compliance add to the list', async () => {
    signInAs('support');
    renderPage(<RestrictedPersonsPage />, {});
    paste('63,9171234567,Juan Dela Cruz,1990-05-01');
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to the list/ })).not.toBeInTheDocument();
  });
});
