import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AppError,
  type KycRecord,
  type KycReviewItem,
  type Paged,
  type Profile,
} from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { renderPage, signInAs } from '@/testing/render-page';
import type { FakeCalls } from '@/testing/fake-api';
import { KycPage } from '../components/kyc-page';

const record = (uid: number, overrides: Partial<KycRecord> = {}): KycRecord => ({
  uid,
  created_at: '2026-01-05T01:00:00Z',
  updated_at: '2026-01-05T02:00:00Z',
  country_code: '63',
  phone: '9171234567',
  first_name: 'Juan',
  middle_name: '',
  last_name: 'Dela Cruz',
  id_type: 'UMID',
  id_number: 'CRN-0111-2222',
  birthday: '1990-05-17',
  nearest_branch: '1001',
  shop_id: 1,
  gender: 'male',
  attachments: {
    face: '',
    idPhoto: 'kyc/id.png',
    idPhotoBack: '',
    selfieWithIDPhotoPath: 'kyc/selfie.png',
    faceUrl: '',
    idPhotoUrl: '/uploads/kyc/id.png?exp=1&sig=a',
    idPhotoBackUrl: '',
    selfieWithIDPhotoPathUrl: '/uploads/kyc/selfie.png?exp=1&sig=b',
  },
  extra_details: { issuing_authority: 'SSS', expiry_date: '2030-01-01' },
  place_of_birth: 'Cebu City',
  nationality: 'Philippines',
  current_address: '12 Rizal St., Ermita, Manila',
  permanent_address: '12 Rizal St., Ermita, Manila',
  nature_of_work: 'Student',
  source_of_income: 'Personal Savings',
  occupation: 'Student',
  tokens: '',
  blacklist_status: 0,
  issue: '',
  issue_msg: '',
  issue_fields: [],
  status: 'under_review',
  comment: '',
  reviewer: '',
  review_times: 0,
  ocr_status: 2,
  version: 1,
  ocr: {
    realName: { first: 'JUAN', middle: '', last: 'DELA CRUZ' },
    birthday: '1990-05-18',
    idType: 'UMID',
    idNumber: 'CRN-0111-2222',
    gender: 'male',
    attachments: { face: '', idPhoto: '' },
    extraDetails: {
      confidence_score: 0.97,
      nationality: 'Philippines',
      address: '',
      verified: true,
    },
  },
  deadline_at: '2026-01-08T01:00:00Z',
  ...overrides,
});

const item = (uid: number, username: string, first: string): KycReviewItem => ({
  ...record(uid, { first_name: first }),
  username,
  member_created_at: '2026-01-04T00:00:00Z',
  submitted_at: '2026-01-05T02:00:00Z',
});

const paged = <T,>(d: T[]): Paged<T> => ({ d, t: d.length, s: 1 });

const detail = (uid: number) => async () => ({
  kyc: record(uid),
  profile: { uid, username: 'juan', created_at: '2026-01-04T00:00:00Z' } as Profile,
  history: [
    {
      from_status: 'unset' as const,
      to_status: 'under_review' as const,
      actor: 'player',
      reason: 'KYC submitted',
      created_at: '2026-01-05T02:00:00Z',
    },
  ],
});

function renderKyc(handlers: Partial<FakeCalls>, at: string = paths.kyc.getHref()) {
  return renderPage(<KycPage />, handlers, { at, path: paths.kyc.path });
}

describe('the KYC queue', () => {
  it('lists the submissions waiting, in the order the server gives (oldest first)', async () => {
    signInAs('compliance');
    const adminKycList = vi.fn(async () =>
      paged([item(11, 'oldest', 'Ana'), item(12, 'newer', 'Ben')]),
    );
    renderKyc({ adminKycList });
    expect(screen.getByRole('heading', { level: 1, name: 'KYC review' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'KYC submissions: Under Review' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'oldestuid 11',
      'neweruid 12',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Review oldest' })).toHaveAttribute(
      'href',
      '/kyc?uid=11',
    );
    expect(adminKycList).toHaveBeenCalledWith({ status: 'under_review', page: 1, page_size: 20 });
  });

  it('says so when nothing waits, and filters by status', async () => {
    signInAs('compliance');
    const adminKycList = vi.fn(async () => paged<KycReviewItem>([]));
    renderKyc({ adminKycList });
    expect(await screen.findByText('No submissions waiting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText('No players in this status')).toBeInTheDocument();
    expect(adminKycList).toHaveBeenLastCalledWith({ status: 'rejected', page: 1, page_size: 20 });
  });

  it('shows the server’s message when the queue cannot load', async () => {
    signInAs('compliance');
    renderKyc({
      adminKycList: async () => {
        throw new AppError('ERR_BUSINESS', 'Your role may not do this');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this');
  });
});

describe('a KYC review', () => {
  it('shows the photos, and the form beside what the OCR read', async () => {
    signInAs('compliance');
    renderKyc({ adminKycDetail: detail(11) }, paths.kyc.getHref(11));
    expect(await screen.findByRole('img', { name: 'ID, front of the player' })).toHaveAttribute(
      'src',
      '/uploads/kyc/id.png?exp=1&sig=a',
    );
    expect(screen.getByRole('img', { name: 'Selfie with ID of the player' })).toBeInTheDocument();
    const compare = screen.getByRole('table', {
      name: 'What the player typed beside what the OCR read',
    });
    const birthday = within(compare).getByRole('row', { name: /Birthday/ });
    expect(within(birthday).getByText('Differs')).toBeInTheDocument();
    const first = within(compare).getByRole('row', { name: /First name/ });
    expect(within(first).getByText('Matches')).toBeInTheDocument();
  });

  it('rejects with a message and the fields to correct', async () => {
    signInAs('compliance');
    const adminKycReview = vi.fn(async () => true);
    renderKyc({ adminKycDetail: detail(11), adminKycReview }, paths.kyc.getHref(11));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject KYC' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('A reason is required to reject a KYC'),
    ).toBeInTheDocument();
    expect(adminKycReview).not.toHaveBeenCalled();

    await userEvent.type(
      within(dialog).getByLabelText('Message to the player'),
      'The ID photo is blurry',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Front photo of ID' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Birthday' }));
    await userEvent.type(within(dialog).getByLabelText('Reason (internal)'), 'Blurry photo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('KYC rejected; the player was told why.')).toBeInTheDocument();
    expect(adminKycReview).toHaveBeenCalledWith({
      uid: 11,
      decision: 'reject',
      issue_msg: 'The ID photo is blurry',
      issue_fields: ['id_photo', 'birthday'],
      reason: 'Blurry photo',
    });
  });

  it('approves with an internal reason', async () => {
    signInAs('compliance');
    const adminKycReview = vi.fn(async () => true);
    renderKyc({ adminKycDetail: detail(11), adminKycReview }, paths.kyc.getHref(11));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve KYC' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason (internal)'), 'OCR matches');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('KYC approved.')).toBeInTheDocument();
    expect(adminKycReview).toHaveBeenCalledWith({
      uid: 11,
      decision: 'approve',
      reason: 'OCR matches',
    });
  });

  it('offers no decision to a role that may only read', async () => {
    signInAs('support');
    renderKyc({ adminKycDetail: detail(11) }, paths.kyc.getHref(11));
    expect(await screen.findByRole('heading', { name: /juan/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
