import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AppError,
  RG_MESSAGES,
  type KycRecord,
  type PayloadOf,
  type Profile,
  type calls,
} from '@pisoplay/contract';
import { clearSession, getSession, setSession } from '@/shared/session/session-store';
import { dismissSignedOutNotice, useSignedOutNotice } from '@/shared/session/signed-out-notice';
import { closeMoneySheet, useOpenedMoneySheet } from '@/shared/wallet/money-sheet-store';
import type { FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { RgScreen } from '../components/rg-screen';
import { RESETS_AT, statusWith } from './fixtures';

const SESSION = { token: 'tok-rg', secret: 's', expires_at: '2099-01-01T00:00:00Z' };
const HOUR = 3_600_000;

const render = (handlers: Partial<FakeCalls>) =>
  renderScreen(<RgScreen title="Responsible Gaming" />, handlers);

/** The row of one limit, by its title. */
const row = (title: string) => screen.getByRole('listitem', { name: title });

type LimitPayload = PayloadOf<typeof calls.rgLimit>;

describe('the Responsible Gaming screen', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => {
    clearSession();
    dismissSignedOutNotice();
  });

  it('lists every limit by group with its value, what is used and when it resets', async () => {
    render({
      rg: async () =>
        statusWith({
          deposit_day: { value: '500.00', used: '400.00' },
          session: { value: '60', used: '12' },
        }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible Gaming' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading your limits' })).toBeInTheDocument();

    const deposits = await screen.findByRole('list', { name: 'Deposit limits' });
    const titles = within(deposits)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading').textContent);
    expect(titles).toEqual([
      'Daily deposit limit',
      'Weekly deposit limit',
      'Monthly deposit limit',
    ]);
    expect(row('Daily deposit limit')).toHaveTextContent('₱500.00');
    expect(row('Daily deposit limit')).toHaveTextContent(
      `₱400.00 used todayResets ${RG_MESSAGES.until(RESETS_AT)}`,
    );
    expect(row('Weekly deposit limit')).toHaveTextContent('No limit');
    expect(row('Weekly deposit limit')).toHaveTextContent('₱0.00 used this week');
    expect(screen.getByRole('list', { name: 'Wager limits' })).toBeVisible();
    expect(row('Monthly loss limit')).toHaveTextContent('₱0.00 used this month');
    expect(row('Session time limit')).toHaveTextContent('60 minutes');
    expect(row('Session time limit')).toHaveTextContent('12 minutes played this session');
    expect(screen.getByRole('radio', { name: 'Every 30 minutes' })).toBeChecked();
    expect(screen.queryByRole('region', { name: /^You are/ })).not.toBeInTheDocument();
  });

  it('shows a restriction in force at the top with its end', async () => {
    const until = '2026-12-05T07:00:00.000Z';
    render({
      rg: async () =>
        statusWith(
          {},
          {
            restriction: {
              kind: 'cool_off',
              started_at: '2026-11-28T07:00:00.000Z',
              until,
              irrevocable_until: null,
              set_by: 'player',
            },
          },
        ),
    });
    const banner = await screen.findByRole('region', { name: 'You are on a break' });
    expect(banner).toHaveTextContent(RG_MESSAGES.coolingOff(until));
  });

  it('sets a first limit, checking the value with the contract’s rule first', async () => {
    const sent: LimitPayload[] = [];
    render({
      rg: async () => statusWith(),
      rgLimit: async (payload) => {
        sent.push(payload);
        return {
          status: statusWith({ deposit_day: { value: '500.00' } }),
          applied: true,
          pending_from: null,
        };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit daily deposit limit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily deposit limit' });
    const field = within(dialog).getByRole('textbox', { name: 'New limit in pesos' });
    await userEvent.type(field, '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RG_MESSAGES.moneyLimitRange);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ limit: 'deposit_day', value: '500', confirm: false }]);
    expect(row('Daily deposit limit')).toHaveTextContent('₱500.00');
    expect(await screen.findByText('Daily deposit limit saved.')).toBeInTheDocument();
  });

  it('shows the server’s refusal under the field', async () => {
    render({
      rg: async () => statusWith({ session: { value: '60' } }),
      rgLimit: async () => {
        throw new AppError('ERR_BUSINESS', RG_MESSAGES.sameValue);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit session time limit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Session time limit' });
    expect(dialog).toHaveTextContent('Now: 60 minutes');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'New limit in minutes' }),
      '60',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RG_MESSAGES.sameValue);
  });

  it('a raise waits: the server’s message, then the waiting change on the row', async () => {
    const from = new Date(Date.now() + 24 * HOUR).toISOString();
    const waiting = statusWith({
      deposit_day: { value: '500.00', pending: { value: '1000.00', from } },
    });
    render({
      rg: async () => statusWith({ deposit_day: { value: '500.00' } }),
      rgLimit: async () => ({ status: waiting, applied: false, pending_from: from }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit daily deposit limit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily deposit limit' });
    await userEvent.type(within(dialog).getByRole('textbox'), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      RG_MESSAGES.raiseWaits(from),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(row('Daily deposit limit')).toHaveTextContent('₱500.00');
    expect(row('Daily deposit limit')).toHaveTextContent('Waiting change: raise to ₱1,000.00');
    expect(row('Daily deposit limit')).toHaveTextContent(
      `Confirm it from ${RG_MESSAGES.until(from)}.`,
    );
    expect(screen.queryByRole('button', { name: /Confirm the change/ })).not.toBeInTheDocument();
  });

  it('confirms a waiting change once its time has passed, with the same value', async () => {
    const sent: LimitPayload[] = [];
    const from = new Date(Date.now() - HOUR).toISOString();
    render({
      rg: async () =>
        statusWith({
          deposit_day: { value: '500.00', pending: { value: '1000.00', from } },
          loss_week: { value: '2000.00', pending: { value: null, from } },
        }),
      rgLimit: async (payload) => {
        sent.push(payload);
        return {
          status: statusWith({ deposit_day: { value: '1000.00' } }),
          applied: true,
          pending_from: null,
        };
      },
    });
    expect(await screen.findByRole('listitem', { name: 'Weekly loss limit' })).toHaveTextContent(
      'Waiting change: remove the limitYou can confirm it now.',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Confirm the change of your daily deposit limit' }),
    );
    await waitFor(() => expect(row('Daily deposit limit')).toHaveTextContent('₱1,000.00'));
    expect(sent).toEqual([{ limit: 'deposit_day', value: '1000', confirm: true }]);
    expect(row('Daily deposit limit')).not.toHaveTextContent('Waiting change');
  });

  it('offers Confirm as soon as the waiting time passes, on the open screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const from = new Date(Date.now() + 2 * HOUR).toISOString();
      render({
        rg: async () => statusWith({ session: { value: '60', pending: { value: '120', from } } }),
      });
      const session = await screen.findByRole('listitem', { name: 'Session time limit' });
      expect(session).toHaveTextContent('Waiting change: raise to 120 minutes');
      expect(within(session).queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2 * HOUR));
      expect(
        within(session).getByRole('button', {
          name: 'Confirm the change of your session time limit',
        }),
      ).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes a limit', async () => {
    const sent: LimitPayload[] = [];
    const from = new Date(Date.now() + 24 * HOUR).toISOString();
    render({
      rg: async () => statusWith({ wager_month: { value: '9000.00' } }),
      rgLimit: async (payload) => {
        sent.push(payload);
        return {
          status: statusWith({ wager_month: { value: '9000.00', pending: { value: null, from } } }),
          applied: false,
          pending_from: from,
        };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit monthly wager limit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monthly wager limit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove limit' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      RG_MESSAGES.raiseWaits(from),
    );
    expect(sent).toEqual([{ limit: 'wager_month', value: null, confirm: false }]);
  });

  it('saves the reality check’s interval', async () => {
    const sent: number[] = [];
    render({
      rg: async () => statusWith(),
      rgRealityCheck: async ({ minutes }) => {
        sent.push(minutes);
        return statusWith({}, { reality_check_minutes: minutes });
      },
    });
    const save = await screen.findByRole('button', { name: 'Save interval' });
    expect(save).toBeDisabled();
    const choices = screen.getByRole('radiogroup', { name: 'Reminder interval' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual([15, 30, 45, 60, 90, 120].map((minutes) => `Every ${minutes} minutes`));
    await userEvent.click(screen.getByRole('radio', { name: 'Every 60 minutes' }));
    await userEvent.click(save);
    expect(
      await screen.findByText('The reality check will show every 60 minutes.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([60]);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('takes a break after a confirmation that states what it means', async () => {
    const sent: PayloadOf<typeof calls.rgCoolOff>[] = [];
    const until = new Date(Date.now() + 7 * 24 * HOUR).toISOString();
    render({
      rg: async () => statusWith(),
      rgCoolOff: async (payload) => {
        sent.push(payload);
        return statusWith(
          {},
          {
            restriction: {
              kind: 'cool_off',
              started_at: new Date().toISOString(),
              until,
              irrevocable_until: null,
              set_by: 'player',
            },
          },
        );
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: '7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break?' });
    expect(dialog).toHaveTextContent(
      'For 7 days you cannot deposit, play games or receive bonuses.',
    );
    expect(dialog).toHaveTextContent('A break cannot be ended early or made shorter.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start a break of 7 days' }));
    expect(await screen.findByRole('region', { name: 'You are on a break' })).toHaveTextContent(
      RG_MESSAGES.coolingOff(until),
    );
    expect(sent).toEqual([{ period: '7d' }]);
  });

  it('a refused break keeps the dialog open with the server’s message', async () => {
    const until = new Date(Date.now() + 30 * 24 * HOUR).toISOString();
    render({
      rg: async () => statusWith(),
      rgCoolOff: async () => {
        throw new AppError('ERR_BUSINESS', RG_MESSAGES.breakShorter(until));
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break?' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Start a break of 24 hours' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      RG_MESSAGES.breakShorter(until),
    );
  });

  it('self-excludes after a confirmation, then signs the player out with the server’s date', async () => {
    const sent: PayloadOf<typeof calls.rgExclude>[] = [];
    const until = '2027-05-28T07:00:00.000Z';
    const notices: unknown[] = [];
    function NoticeProbe() {
      notices.push(useSignedOutNotice());
      return null;
    }
    renderScreen(
      <>
        <RgScreen title="Responsible Gaming" />
        <NoticeProbe />
      </>,
      {
        rg: async () => statusWith(),
        rgExclude: async (payload) => {
          sent.push(payload);
          return { until };
        },
      },
    );
    await userEvent.click(await screen.findByRole('radio', { name: '1 year' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself?' });
    expect(dialog).toHaveTextContent(/Sign-in is closed for 1 year, until \w{3} \d+, \d{4}\./);
    expect(dialog).toHaveTextContent('It cannot be revoked during its first 6 months.');
    expect(dialog).toHaveTextContent('Any bonus in your account is forfeited.');
    expect(dialog).toHaveTextContent('Your cash stays yours and can still be withdrawn.');
    expect(within(dialog).getByRole('button', { name: 'Withdraw first' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude me for 1 year' }));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(sent).toEqual([{ period: '1y' }]);
    expect(notices.at(-1)).toEqual({
      title: 'Self-exclusion',
      message: RG_MESSAGES.excluded(until),
      detail:
        'To withdraw the cash left in your account, sign in again and choose Withdraw my balance.',
    });
  });

  it('offers to withdraw the cash first: the dialog gives way to the withdraw sheet', async () => {
    const opened: (string | null)[] = [];
    function SheetProbe() {
      opened.push(useOpenedMoneySheet());
      return null;
    }
    renderScreen(
      <>
        <RgScreen title="Responsible Gaming" />
        <SheetProbe />
      </>,
      {
        rg: async () => statusWith(),
        kycDetail: async () => ({ status: 'fully_kyc', deadline_at: null }) as unknown as KycRecord,
        memberDetail: async () => ({ kyc_status: 5 }) as Profile,
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Exclude myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw first' }));
    await waitFor(() => expect(opened.at(-1)).toBe('withdraw'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Exclude yourself?' })).not.toBeInTheDocument(),
    );
    expect(getSession()).not.toBeNull();
    closeMoneySheet();
  });

  it('speaks Filipino: the limits, their dialog, the reality check and a break', async () => {
    await switchToFilipino();
    render({
      rg: async () =>
        statusWith({
          deposit_day: { value: '500.00', used: '400.00' },
          session: { value: '60', used: '12' },
        }),
    });
    const deposits = await screen.findByRole('list', { name: 'Mga limit sa deposit' });
    expect(
      within(deposits)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual([
      'Limit sa deposit kada araw',
      'Limit sa deposit kada linggo',
      'Limit sa deposit kada buwan',
    ]);
    expect(row('Limit sa deposit kada araw')).toHaveTextContent(
      `₱400.00 ang nagamit ngayong arawMagre-reset sa ${RG_MESSAGES.until(RESETS_AT)}`,
    );
    expect(row('Limit sa deposit kada linggo')).toHaveTextContent('Walang limit');
    expect(row('Limit sa talo kada buwan')).toHaveTextContent('₱0.00 ang nagamit ngayong buwan');
    expect(row('Limit sa oras ng session')).toHaveTextContent('60 minuto');
    expect(screen.getByRole('radio', { name: 'Kada 30 minuto' })).toBeChecked();

    await userEvent.click(
      screen.getByRole('button', { name: 'I-edit ang limit sa deposit kada araw' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Limit sa deposit kada araw' });
    expect(within(dialog).getByRole('textbox', { name: 'Bagong limit sa piso' })).toBeVisible();
    expect(dialog).toHaveTextContent('Ngayon: ₱500.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kanselahin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('radio', { name: '7 araw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mag-break' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mag-break muna?' });
    expect(confirm).toHaveTextContent('Sa loob ng 7 araw, hindi ka makakapag-deposit');
    expect(
      within(confirm).getByRole('button', { name: 'Simulan ang break na 7 araw' }),
    ).toBeVisible();
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    const rg = vi
      .fn<FakeCalls['rg']>()
      .mockRejectedValueOnce(new AppError('ERR_SERVER'))
      .mockResolvedValue(statusWith());
    render({ rg });
    expect(
      await screen.findByText('Your responsible gaming settings could not be loaded.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Deposit limits' })).toBeVisible();
  });
});
