import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AppError, NATIONALITIES, type KycRecord } from '@pisoplay/contract';
import { CompleteForm } from '../components/complete-form-stage';
import { birthdayRange } from '../lib/birthday';

const KEY = `${'a'.repeat(32)}.png`;
const SHOPS = [
  { id: 7, address: 'Pasay Branch, EDSA Extension, Pasay City' },
  { id: 8, address: 'Makati Branch, Ayala Avenue, Makati City' },
];

const record = (patch: Partial<KycRecord> = {}): KycRecord =>
  ({
    status: 'unset',
    id_type: '',
    first_name: '',
    middle_name: '',
    last_name: '',
    birthday: '',
    gender: '',
    nationality: '',
    place_of_birth: '',
    current_address: '',
    permanent_address: '',
    nearest_branch: '',
    occupation: '',
    source_of_income: '',
    ocr: null,
    attachments: {
      face: '',
      idPhoto: '',
      idPhotoBack: '',
      selfieWithIDPhotoPath: '',
      faceUrl: '',
      idPhotoUrl: '',
      idPhotoBackUrl: '',
      selfieWithIDPhotoPathUrl: '',
    },
    ...patch,
  }) as KycRecord;

function renderForm(
  kyc: KycRecord,
  onSubmit = vi.fn(async (_form: object): Promise<unknown> => true),
) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CompleteForm
        record={kyc}
        phone="9171234567"
        shops={SHOPS}
        submitting={false}
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('the KYC complete form (spec 5.5)', () => {
  it('an empty form shows every required message of the spec', async () => {
    const onSubmit = renderForm(record());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'ID type is required',
      'Front photo of ID is required',
      'Selfie with card is required',
      'First name is required',
      'Last name is required',
      'Gender is required',
      'Place of birth is required',
      'Current address is required',
      'Permanent address is required',
      'Occupation is required',
      'Main source of funds is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names and places allow letters and spaces; addresses also digits, comma, period, hash', async () => {
    renderForm(record());
    await userEvent.type(screen.getByLabelText('First name'), 'Juan2');
    await userEvent.type(screen.getByLabelText('Place of birth'), 'Cebu-City');
    await userEvent.type(screen.getByLabelText('Current address'), '12 Rizal St. #4, Manila!');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Allowed characters: A-Z, a-z, space')).toHaveLength(2);
    expect(
      screen.getByText('Allowed characters: A-Z, a-z, space, comma, period'),
    ).toBeInTheDocument();
  });

  it('offers the option lists, defaults to the Philippines and the Pasay branch, phone read-only', () => {
    renderForm(record());
    const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option');
    // Each list starts with the 'Please choose' placeholder.
    expect(options('ID type')).toHaveLength(9);
    expect(options('Occupation')).toHaveLength(12);
    expect(options('Main source of funds')).toHaveLength(10);
    expect(options('Gender')).toHaveLength(3);
    expect(options('Nationality')).toHaveLength(NATIONALITIES.length + 1);
    expect(screen.getByLabelText('Nationality')).toHaveValue('Philippines');
    expect(screen.getByLabelText('Nearest branch')).toHaveValue('7');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('readonly');
    expect(
      screen.getByText(/Accounts are frozen until KYC verification is completed/),
    ).toBeInTheDocument();
  });

  it('bounds the date of birth to 21..100 years ago, 21 years ago by default', () => {
    renderForm(record());
    const range = birthdayRange();
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('min', range.min);
    expect(input).toHaveAttribute('max', range.max);
    expect(input).toHaveValue(range.max);
  });

  it('locks the ID type and the front photo once stored; read-only under review', () => {
    renderForm(
      record({
        status: 'under_review',
        id_type: 'UMID',
        attachments: { ...record().attachments, idPhoto: KEY },
      }),
    );
    expect(screen.getByLabelText('ID type')).toBeDisabled();
    expect(screen.queryByLabelText('Front photo of ID')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('sends a valid form without the phone and shows a refusal on the form', async () => {
    const onSubmit = vi.fn(async (_form: object): Promise<unknown> => {
      throw new AppError('ERR_BUSINESS', 'Date of birth must be between 21 and 100 years ago');
    });
    renderForm(
      record({
        id_type: 'UMID',
        first_name: 'Juan',
        last_name: 'Dela Cruz',
        gender: 'male',
        place_of_birth: 'Cebu City',
        current_address: '12 Rizal St., Manila',
        permanent_address: '12 Rizal St., Manila',
        occupation: 'Student',
        source_of_income: 'Personal Savings',
        attachments: { ...record().attachments, idPhoto: KEY, selfieWithIDPhotoPath: KEY },
      }),
      onSubmit,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Date of birth must be between 21 and 100 years ago',
    );
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        first_name: 'Juan',
        nearest_branch: '7',
        nationality: 'Philippines',
      }),
    );
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('phone');
  });
});
