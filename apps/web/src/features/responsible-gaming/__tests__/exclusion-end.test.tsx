import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AppError,
  RG_MESSAGES,
  type KycRecord,
  type PayloadOf,
  type Profile,
  type RgExcluded,
  type RgExclusionStatus,
  type Session,
  type calls,
} from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { clearSession, getSession, setSession } from '@/shared/session/session-store';
import type { FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { WithdrawOnlyScreen } from '../components/withdraw-only-screen';

// Issue 25: a self-exclusion is irrevocable for its first 6 months; after them the player may end
// a longer one from the withdraw-only screen, in two steps 24 hours apart: ask, then confirm.

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const when = RG_MESSAGES.until;

type EndPayload = PayloadOf<typeof calls.rgExclusionEnd>;

const UNTIL = at(200 * DAY);
/** The irrevocable months ended yesterday. */
const END_FROM = at(-DAY);

function excluded(patch: Partial<RgExcluded> = {}): RgExclusionStatus {
  return { exclusion: { until: UNTIL, end_from: END_FROM, end_request: null, ...patch } };
}
const WITHDRAW_ONLY: Session = {
  token: 'tok-withdraw',
  secret: 's',
  expires_at: at(30 * 60_000),
  withdraw_only: { excluded_until: UNTIL },
};

const base: Partial<FakeCalls> = {
  wallet: async () => ({
    uid: 10000001,
    balance: '100.00',
    withdrawable: '100.00',
    wagering_remaining: '0.00',
  }),
  kycDetail: async () => ({ status: 'fully_kyc', deadline_at: null }) as unknown as KycRecord,
  memberDetail: async () =>
    ({ kyc_status: 5, withdraw_only: { excluded_until: UNTIL } }) as unknown as Profile,
};

function render(handlers: Partial<FakeCalls>) {
  return renderScreen(
    <WithdrawOnlyScreen />,
    { ...base, ...handlers },
    {
      at: paths.responsibleGaming.getHref(),
      path: paths.responsibleGaming.path,
      routes: [{ path: paths.login.path, element: null }],
    },
  );
}

const section = (name = 'End my self-exclusion') => screen.findByRole('region', { name });

describe('ending a self-exclusion on the withdraw-only screen', () => {
  beforeEach(() => setSession(WITHDRAW_ONLY));
  afterEach(() => clearSession());

  it('says from when it can be asked during the irrevocable months, with no way to ask', async () => {
    const from = at(20 * DAY);
    render({ rgExclusion: async () => excluded({ end_from: from }) });
    const notYet = await section();
    expect(notYet).toHaveTextContent(
      `You can ask to end your self-exclusion early from ${when(from)}.`,
    );
    expect(within(notYet).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing for an exclusion that cannot be ended early (6 months, or our team’s)', async () => {
    const read = vi.fn(async () => excluded({ end_from: null }));
    render({ rgExclusion: read });
    await waitFor(() => expect(read).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.getByRole('region', { name: 'Your balance' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'End my self-exclusion' })).not.toBeInTheDocument();
    expect(screen.queryByText(/end your self-exclusion/)).not.toBeInTheDocument();
  });

  it('asks, shows the wait with its time, and withdraws the request', async () => {
    const sent: EndPayload[] = [];
    const request = { requested_at: at(0), confirm_from: at(DAY), lapses_at: at(7 * DAY) };
    render({
      rgExclusion: async () => excluded(),
      rgExclusionEnd: async (payload) => {
        sent.push(payload);
        return payload.cancel ? excluded() : excluded({ end_request: request });
      },
    });
    const end = await section();
    expect(end).toHaveTextContent(
      'The first 6 months of your self-exclusion are over. You can ask to end it early.',
    );
    expect(end).toHaveTextContent(
      'It takes two steps: ask now, then confirm from 24 hours later, when you sign in again to withdraw. A request not confirmed within 7 days lapses. Until you confirm, your self-exclusion stays in force.',
    );
    await userEvent.click(
      within(end).getByRole('button', { name: 'Ask to end my self-exclusion' }),
    );
    expect(
      await within(end).findByText(
        `You asked to end your self-exclusion on ${when(request.requested_at)}.`,
      ),
    ).toBeVisible();
    expect(
      within(end).getByText(
        `You can confirm it from ${when(request.confirm_from)} until ${when(request.lapses_at)}. Sign in again then.`,
      ),
    ).toBeVisible();
    expect(
      within(end).queryByRole('button', { name: 'End my self-exclusion now' }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(end).getByRole('button', { name: 'Withdraw my request' }));
    expect(
      await screen.findByText('Your request was withdrawn. Your self-exclusion stays in force.'),
    ).toBeVisible();
    expect(within(end).getByRole('button', { name: 'Ask to end my self-exclusion' })).toBeVisible();
    expect(sent).toEqual([{}, { cancel: true }]);
  });

  it('offers the confirmation from its time, shows a refusal, then the end and a normal sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent: EndPayload[] = [];
    const request = {
      requested_at: at(-DAY + HOUR),
      confirm_from: at(HOUR),
      lapses_at: at(6 * DAY),
    };
    const early = RG_MESSAGES.exclusionEndWaits(request.confirm_from);
    let refuse = true;
    const { router } = render({
      rgExclusion: async () => excluded({ end_request: request }),
      rgExclusionEnd: async (payload) => {
        sent.push(payload);
        if (refuse) throw new AppError('ERR_BUSINESS', early);
        return { exclusion: null };
      },
    });
    const end = await section();
    expect(
      within(end).queryByRole('button', { name: 'End my self-exclusion now' }),
    ).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(HOUR));
    expect(end).toHaveTextContent(
      `You can confirm it now, until ${when(request.lapses_at)}. Once you confirm, you can sign in and play again.`,
    );
    vi.useRealTimers();
    const confirm = within(end).getByRole('button', { name: 'End my self-exclusion now' });
    await userEvent.click(confirm);
    expect(await within(end).findByRole('alert')).toHaveTextContent(early);

    refuse = false;
    await userEvent.click(confirm);
    const ended = await section('Your self-exclusion has ended');
    expect(ended).toHaveTextContent(
      'Sign in again to play. This session stays for withdrawing only until you sign out.',
    );
    expect(sent).toEqual([{ confirm: true }, { confirm: true }]);
    await userEvent.click(within(ended).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.path));
    expect(getSession()).toBeNull();
  });

  it('speaks Filipino before it can be asked', async () => {
    await switchToFilipino();
    const from = at(20 * DAY);
    render({ rgExclusion: async () => excluded({ end_from: from }) });
    expect(await section('Tapusin ang self-exclusion ko')).toHaveTextContent(
      `Puwede mong hilinging tapusin nang maaga ang self-exclusion mo simula ${when(from)}.`,
    );
  });

  it('speaks Filipino while asking and waiting', async () => {
    await switchToFilipino();
    const waiting = { requested_at: at(0), confirm_from: at(DAY), lapses_at: at(7 * DAY) };
    render({
      rgExclusion: async () => excluded(),
      rgExclusionEnd: async () => excluded({ end_request: waiting }),
    });
    const end = await section('Tapusin ang self-exclusion ko');
    expect(end).toHaveTextContent(
      'Tapos na ang unang 6 buwan ng self-exclusion mo. Puwede mong hilinging tapusin ito nang maaga.',
    );
    await userEvent.click(
      within(end).getByRole('button', { name: 'Hilinging tapusin ang self-exclusion ko' }),
    );
    expect(
      await within(end).findByText(
        `Hiniling mong tapusin ang self-exclusion mo noong ${when(waiting.requested_at)}.`,
      ),
    ).toBeVisible();
    expect(
      within(end).getByText(
        `Puwede mo itong kumpirmahin mula ${when(waiting.confirm_from)} hanggang ${when(waiting.lapses_at)}. Mag-login ka ulit noon.`,
      ),
    ).toBeVisible();
    expect(within(end).getByRole('button', { name: 'Bawiin ang hiling ko' })).toBeVisible();
  });

  it('speaks Filipino when confirming, the server’s refusal too', async () => {
    await switchToFilipino();
    const due = { requested_at: at(-2 * DAY), confirm_from: at(-DAY), lapses_at: at(5 * DAY) };
    const refusal = RG_MESSAGES.exclusionEndWaits(due.confirm_from);
    let refuse = true;
    render({
      rgExclusion: async () => excluded({ end_request: due }),
      rgExclusionEnd: async () => {
        if (refuse) throw new AppError('ERR_BUSINESS', refusal);
        return { exclusion: null };
      },
    });
    const end = await section('Tapusin ang self-exclusion ko');
    expect(end).toHaveTextContent(
      `Puwede mo na itong kumpirmahin, hanggang ${when(due.lapses_at)}. Kapag kinumpirma mo, puwede ka nang mag-login at maglaro ulit.`,
    );
    const confirm = within(end).getByRole('button', { name: 'Tapusin na ang self-exclusion ko' });
    await userEvent.click(confirm);
    expect(await within(end).findByRole('alert')).toHaveTextContent(
      `Magkakabisa ang pagtatapos ng self-exclusion pagkalipas ng 24 oras: kumpirmahin ito simula ${when(due.confirm_from)}.`,
    );
    refuse = false;
    await userEvent.click(confirm);
    const ended = await section('Tapos na ang self-exclusion mo');
    expect(within(ended).getByRole('button', { name: 'Mag-login ulit' })).toBeVisible();
  });
});
