import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, LOYALTY_MESSAGES } from '@pisoplay/contract';
import type { InviteSummary } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import type { FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { InviteScreen } from '../components/invite-screen';

const SESSION = { token: 'tok-invite', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const summary = (patch: Partial<InviteSummary> = {}): InviteSummary => ({
  referral_code: 'ABCD2345',
  link_path: '/?ref=ABCD2345',
  reward: '100.00',
  min_first_deposit: '200.00',
  daily_limit: 10,
  invitees: [],
  total_rewarded: 0,
  total_earned: '0.00',
  ...patch,
});

describe('the invite screen', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the code and link, copies each, and shares by copying without a share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderScreen(<InviteScreen title="Invite" />, { invite: async () => summary() });
    const link = `${window.location.origin}/?ref=ABCD2345`;
    expect(await screen.findByRole('status', { name: 'Your referral code' })).toHaveTextContent(
      'ABCD2345',
    );
    expect(screen.getByRole('status', { name: 'Your invitation link' })).toHaveTextContent(link);
    expect(
      screen.getByRole('heading', { name: 'Invite friends, earn ₱100.00 each' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'The first deposit must be ₱200.00 or more. Up to 10 rewards a day; more are paid the next day. Each reward is a bonus with 2x wagering.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('ABCD2345');
    expect(await screen.findByText('Referral code copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(link);
    expect(await screen.findByText('Invitation link copied')).toBeInTheDocument();

    writeText.mockClear();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('uses the share sheet where there is one', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    renderScreen(<InviteScreen title="Invite" />, { invite: async () => summary() });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/?ref=ABCD2345` }),
    );
  });

  it('lists the invited friends, masked, with their state, and the rewards', async () => {
    renderScreen(<InviteScreen title="Invite" />, {
      invite: async () =>
        summary({
          invitees: [
            {
              name: 'user****678',
              joined_at: '2027-02-01T04:00:00.000Z',
              state: 'rewarded',
              reason: null,
              reward: '100.00',
            },
            {
              name: 'user****111',
              joined_at: '2027-02-01T03:00:00.000Z',
              state: 'ineligible',
              reason: LOYALTY_MESSAGES.inviteSameDevice,
              reward: null,
            },
          ],
          total_rewarded: 1,
          total_earned: '100.00',
        }),
    });
    const list = await screen.findByRole('list', { name: 'Your invited friends' });
    const rewarded = within(list).getByRole('listitem', { name: 'user****678, Rewarded' });
    expect(rewarded).toHaveTextContent('+₱100.00');
    expect(
      within(list).getByRole('listitem', { name: 'user****111, Not eligible' }),
    ).toHaveTextContent(LOYALTY_MESSAGES.inviteSameDevice);
    expect(screen.getByText('Earned').nextSibling).toHaveTextContent('₱100.00');
  });

  it('says so when no one signed up yet, and offers to try again after a failure', async () => {
    const invite = vi
      .fn<FakeCalls['invite']>()
      .mockRejectedValueOnce(new AppError('ERR_NETWORK', 'offline'))
      .mockResolvedValue(summary());
    renderScreen(<InviteScreen title="Invite" />, { invite });
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    // How an invitation pays opens the page whatever the player's own reply.
    expect(
      screen.getByText(
        'When a friend signs up with your link, verifies their identity (KYC) and makes a first deposit, you earn a bonus.',
      ),
    ).toBeVisible();
    await userEvent.click(tryAgain);
    expect(
      await screen.findByText(
        'No one has signed up with your link yet. Share it to start earning.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks Filipino: the headline, the copy buttons and their toast, the friends', async () => {
    await switchToFilipino();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderScreen(<InviteScreen title="Imbitasyon" />, {
      invite: async () =>
        summary({
          invitees: [
            {
              name: 'user****678',
              joined_at: '2027-02-01T04:00:00.000Z',
              state: 'rewarded',
              reason: null,
              reward: '100.00',
            },
          ],
          total_rewarded: 1,
          total_earned: '100.00',
        }),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Mag-imbita ng friends, kumita ng ₱100.00 bawat isa',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(
        /^Dapat ₱200\.00 o higit pa ang first deposit\. Hanggang 10 reward bawat araw/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Kapag nag-register ang friend mo gamit ang link mo/)).toBeVisible();
    expect(screen.getByRole('status', { name: 'Ang referral code mo' })).toHaveTextContent(
      'ABCD2345',
    );
    await user.click(screen.getByRole('button', { name: 'Kopyahin ang code' }));
    expect(await screen.findByText('Nakopya ang referral code')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Mga inimbitahan mong friends' });
    expect(within(list).getByRole('listitem', { name: 'user****678, May reward' })).toBeVisible();
  });
});
