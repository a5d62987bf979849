import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouterState } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, type KycRecord, type Profile } from '@pisoplay/contract';
import { ApiClientContext } from '@/shared/api/api-context';
import { localizeMessage } from '@/shared/i18n/i18n';
import { clearSession, setSession } from '@/shared/session/session-store';
import { ModalProvider } from '@/shared/ui/modal/modal-provider';
import { fakeApiCall, type FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { KycScreen } from '../components/kyc-screen';

const SESSION = { token: 'tok-kyc', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const record = (patch: Partial<KycRecord> = {}): KycRecord =>
  ({
    status: 'unset',
    ocr_status: 0,
    deadline_at: new Date(Date.now() + 72 * 3_600_000).toISOString(),
    issue_msg: '',
    attachments: {},
    ...patch,
  }) as KycRecord;

const payload = btoa(JSON.stringify({ transaction_id: 't', biz_id: 'b', id_type: 'UMID' }));

function renderAt(url: string, handlers: Partial<FakeCalls>) {
  const router = createMemoryRouter([{ path: '/s-kyc', Component: KycScreen }], {
    initialEntries: [url],
  });
  const locations: RouterState['location'][] = [];
  router.subscribe((state) => locations.push(state.location));
  render(
    <ApiClientContext.Provider
      value={fakeApiCall({
        memberDetail: async () => ({ phone: '9171234567' }) as Profile,
        ...handlers,
      })}
    >
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ModalProvider>
          <RouterProvider router={router} />
        </ModalProvider>
      </QueryClientProvider>
    </ApiClientContext.Provider>,
  );
  return router;
}

describe('the KYC screen', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('the OCR callback starts on the result; success and Next clear the query and go on', async () => {
    const checked = record({ ocr_status: 2 });
    const router = renderAt(`/s-kyc?stage=ocr-result&payload=${payload}&success=true`, {
      kycDetail: async () => checked,
      ocrCheckResult: async () => checked,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ID Verification successful' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'OK, I’m ready' })).toBeInTheDocument();
  });

  it('OCR status 1 fails with the spec text; Retry clears the query and goes back', async () => {
    const failed = record({ ocr_status: 1 });
    const router = renderAt(`/s-kyc?stage=ocr-result&payload=${payload}&success=false`, {
      kycDetail: async () => failed,
      ocrCheckResult: async () => failed,
      ocrSetup: () => new Promise(() => {}),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'OCR verification failed, please try again',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Opening ID verification...')).toBeInTheDocument();
  });

  it('an ID already authenticated shows the server message', async () => {
    const message = 'This certificate has been authenticated and cannot be authenticated again';
    renderAt(`/s-kyc?stage=ocr-result&payload=${payload}&success=true`, {
      kycDetail: async () => record(),
      ocrCheckResult: async () => {
        throw new AppError('ERR_BUSINESS', message);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('under review starts on the entry without Recertification, whatever was stored', async () => {
    sessionStorage.clear();
    renderAt('/s-kyc', { kycDetail: async () => record({ status: 'under_review' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KYC Is Under Review...' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recertification' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Do it later' })).toBeInTheDocument();
  });

  it('a rejection lists the reasons and the reviewer note; the countdown runs', async () => {
    renderAt('/s-kyc', {
      kycDetail: async () =>
        record({
          status: 'rejected',
          issue_msg: 'The ID photo is blurred',
          issue_fields: ['id_photo', 'birthday'],
          created_at: '2026-11-20T05:00:00.000Z',
        }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KYC Verify Rejected' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The ID photo is blurred')).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired ID')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^7[12]:\d\d:\d\d$/);
    expect(screen.getByRole('button', { name: 'Recertification' })).toBeInTheDocument();
    // What to do: the fields the reviewer named, by the form's labels.
    const nextStep = screen.getByRole('region', {
      name: 'Tap Recertification and submit your KYC again.',
    });
    expect(nextStep).toHaveTextContent('Please correct:');
    expect([...nextStep.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Front photo of ID',
      'Date of birth',
    ]);
  });

  it('a rejection without named fields says what to check', async () => {
    renderAt('/s-kyc', {
      kycDetail: async () =>
        record({ status: 'rejected', issue_fields: [], created_at: '2026-11-20T05:00:00.000Z' }),
    });
    const nextStep = await screen.findByRole('region', {
      name: 'Tap Recertification and submit your KYC again.',
    });
    expect(nextStep).toHaveTextContent(/clear photos of a valid ID/);
  });

  it('asks a first-timer to verify, not to re-certify', async () => {
    renderAt('/s-kyc', { kycDetail: async () => record() });
    expect(await screen.findByRole('button', { name: 'Verify Now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recertification' })).not.toBeInTheDocument();
  });

  it('a frozen account: KYC reminder, no countdown, no Do it later', async () => {
    renderAt('/s-kyc', {
      kycDetail: async () =>
        record({ status: 'frozen', deadline_at: new Date(Date.now() - 1000).toISOString() }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KYC reminder' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Do it later' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Once you submit it, you can deposit and play again while we review it/),
    ).toBeInTheDocument();
  });

  it('ID type: Next stays disabled until a type is chosen; no redirect shows Failed to start OCR', async () => {
    renderAt('/s-kyc?stage=id-type', {
      kycDetail: async () => record(),
      ocrSetup: async () => ({ biz_id: '', client_cfg: '', redirect_url: '', transaction_id: '' }),
    });
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    await userEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start OCR');
  });

  it('success counts down 5 s and goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const router = createMemoryRouter(
        [
          { path: '/s-kyc', Component: KycScreen },
          { path: '/', Component: () => <p>Home page</p> },
        ],
        { initialEntries: ['/s-kyc'] },
      );
      render(
        <ApiClientContext.Provider
          value={fakeApiCall({ kycDetail: async () => record({ status: 'fully_kyc' }) })}
        >
          <QueryClientProvider client={new QueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ApiClientContext.Provider>,
      );
      expect(await screen.findByText('Submit successfully')).toBeInTheDocument();
      expect(screen.getByText('Automatically go to the home page at 5s')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(5_500));
      expect(router.state.location.pathname).toBe('/');
    } finally {
      vi.useRealTimers();
    }
  });

  describe('in Filipino', () => {
    it('words the entry in Filipino: title, reasons, buttons and the reviewer’s fields', async () => {
      await switchToFilipino();
      renderAt('/s-kyc', {
        kycDetail: async () =>
          record({
            status: 'rejected',
            issue_fields: ['birthday'],
            created_at: '2026-11-20T05:00:00.000Z',
          }),
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Hindi naaprubahan ang KYC' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Hindi valid o expired na ang ID')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'I-verify ulit' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mamaya na lang' })).toBeInTheDocument();
      const nextStep = screen.getByRole('region', {
        name: 'I-tap ang "I-verify ulit" at i-submit muli ang KYC mo.',
      });
      expect(nextStep.querySelector('li')).toHaveTextContent('Petsa ng kapanganakan');
    });

    it('words the OCR failure in Filipino', async () => {
      await switchToFilipino();
      const failed = record({ ocr_status: 1 });
      renderAt(`/s-kyc?stage=ocr-result&payload=${payload}&success=false`, {
        kycDetail: async () => failed,
        ocrCheckResult: async () => failed,
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Hindi pumasa ang OCR verification, pakisubukan ulit',
      );
      expect(
        screen.getByRole('heading', { level: 1, name: 'Hindi na-verify ang ID' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subukan ulit' })).toBeInTheDocument();
    });

    it('words the ID type step and its failure in Filipino', async () => {
      await switchToFilipino();
      renderAt('/s-kyc?stage=id-type', {
        kycDetail: async () => record(),
        ocrSetup: async () => ({
          biz_id: '',
          client_cfg: '',
          redirect_url: '',
          transaction_id: '',
        }),
      });
      expect(
        await screen.findByText('Piliin ang uri ng ID na gusto mong i-verify'),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('radio', { name: 'Passport' }));
      await userEvent.click(screen.getByRole('button', { name: 'Susunod' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Hindi masimulan ang OCR');
    });

    it('shows a field error of the contract’s rules in Filipino after a bad input', async () => {
      await switchToFilipino();
      renderAt('/s-kyc?stage=form', {
        kycDetail: async () => record(),
        kycShops: async () => [{ id: 7, address: 'Pasay Branch, EDSA Extension, Pasay City' }],
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Kumpletuhin ang impormasyon' }),
      ).toBeInTheDocument();
      const firstName = screen.getByLabelText('Pangalan');
      await userEvent.type(firstName, 'Juan2');
      await userEvent.click(screen.getByRole('button', { name: 'I-submit' }));

      const english = 'Allowed characters: A-Z, a-z, space';
      const filipino = localizeMessage(english);
      expect(filipino).not.toBe(english);
      expect(await screen.findAllByText(filipino)).not.toHaveLength(0);
      expect(firstName).toHaveAccessibleDescription(filipino);
      expect(screen.queryByText(english)).not.toBeInTheDocument();
      // The options' labels are Filipino; the values sent stay the contract's.
      expect(screen.getByRole('option', { name: 'Estudyante' })).toHaveValue('Student');
    });
  });
});
