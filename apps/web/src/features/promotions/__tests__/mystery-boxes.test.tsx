import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CASH_TYPES, type KycRecord, type MysteryBox, type Profile } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import type { FakeCalls } from '@/testing/fake-api';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { BlindBoxScreen } from '../components/blind-box-screen';
import { useState } from 'react';
import { Modal } from '@/shared/ui/modal/modal';
import { MysteryBoxLayer } from '../components/mystery-box-layer';

const SESSION = { token: 'tok-boxes', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const box = (id: number, patch: Partial<MysteryBox> = {}): MysteryBox => ({
  box_id: id,
  bonus: null,
  expire_second: 3_600,
  is_expired: 0,
  state: null,
  ...patch,
});

const month = (boxes: MysteryBox[]) => ({
  claimed: 0,
  unclaimed: boxes.length,
  total: boxes.length,
  data: { '2027-02': boxes },
});

/** A verified player as the welfare gate reads them, with boxes, their history and the odds. */
const calls = {
  kycDetail: async () =>
    ({
      status: 'fully_kyc',
      deadline_at: new Date(Date.now() + 3_600_000).toISOString(),
    }) as KycRecord,
  memberDetail: async () => ({ kyc_status: 5 }) as Profile,
  blindboxDetail: async () => month([box(7, { state: 1, bonus: '25.00' }), box(8)]),
  blindboxBonus: async () => ({
    d: [
      {
        id: 1,
        created_at: '2027-02-01T04:00:00.000Z',
        bonus: '25.00',
        cash_type: CASH_TYPES.mysteryBox,
      },
    ],
    t: 1,
    s: 1,
  }),
  blindboxOdds: async () => [{ prize: '25.00', weight: 1, percent: '100' }],
} satisfies Partial<FakeCalls>;

describe('the mystery boxes', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('offers the boxes in the overlay, counts them and opens one', async () => {
    const blindboxClaim = vi.fn(async () => ({ box_id: 1, bonus: '25.00', grant_id: 3 }));
    renderScreen(<MysteryBoxLayer />, {
      blindboxDetail: async () => month([box(1), box(2)]),
      blindboxClaim,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Mystery Box' });
    expect(dialog).toHaveTextContent('2 boxes to open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('You get 25.00 PHP')).toHaveAttribute('role', 'status');
    expect(blindboxClaim).toHaveBeenCalledWith({ box_id: 1, pid: '1' });
  });

  it('waits for a dialog the player has open, then offers the box', async () => {
    function DepositOpen() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Modal open={open} title="Deposit" onClose={() => setOpen(false)}>
            <p>Amount</p>
          </Modal>
          <MysteryBoxLayer />
        </>
      );
    }
    let answered = false;
    const blindboxDetail = async () => {
      answered = true;
      return month([box(1)]);
    };
    renderScreen(<DepositOpen />, { blindboxDetail });
    const deposit = await screen.findByRole('dialog', { name: 'Deposit' });
    // The boxes have arrived, and nothing shows beneath the sheet.
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: 'Mystery Box' })).toBeNull();
    await userEvent.click(within(deposit).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Mystery Box' })).toBeInTheDocument();
  });

  it('speaks Filipino in the overlay and its floating button', async () => {
    await switchToFilipino();
    renderScreen(<MysteryBoxLayer />, { blindboxDetail: async () => month([box(1), box(2)]) });
    const dialog = await screen.findByRole('dialog', { name: 'Mystery Box' });
    expect(dialog).toHaveTextContent('2 box na bubuksan');
    expect(within(dialog).getByRole('button', { name: 'Buksan' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I-cancel' }));
    expect(
      await screen.findByRole('button', { name: 'Mystery box, 2 na bubuksan' }),
    ).toBeInTheDocument();
  });

  it('shows the month’s boxes, the opened ones and the odds', async () => {
    renderScreen(<BlindBoxScreen />, calls);
    const list = await screen.findByRole('list', { name: 'This month’s boxes' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Mystery Box #7Opened · 25.00',
    );
    expect(
      await screen.findByText(
        'Each prize with its chance, as the server draws it. Paid as a bonus with 2x wagering.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the blind box page in Filipino', async () => {
    await switchToFilipino();
    renderScreen(<BlindBoxScreen />, calls);
    const list = await screen.findByRole('list', { name: 'Mga box ngayong buwan' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Mystery Box #7Nabuksan na · 25.00',
    );
    expect(screen.getByRole('heading', { name: 'Ano ang laman ng box' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Bawat premyo at ang tsansa nito, ayon sa draw ng server. Ibibigay bilang bonus na may 2x wagering.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Premyo' })).toBeInTheDocument();
  });
});
