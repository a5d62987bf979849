import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BetRecordDetail } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import { renderScreen } from '@/testing/render-screen';
import { BetRecordDetailScreen } from '../components/bet-record-detail-screen';

const SESSION = { token: 'tok-detail', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const voided: BetRecordDetail = {
  id: 7,
  record_id: 'builtin-r7',
  round_id: 'r7',
  game_name: 'Lucky Piso',
  game_code: 'lucky-piso',
  game_type: 3,
  brand_name: 'PisoPlay',
  currency: 'PHP',
  bet_amount: '60.00',
  settlement_amount: '60.00',
  net_amount: '0.00',
  status: 'void',
  settle_time: '2026-11-23T05:00:00Z',
  moves: [
    { kind: 'bet', transaction_id: 't1', amount: '60.00', created_at: '2026-11-23T05:00:00Z' },
    { kind: 'win', transaction_id: 't2', amount: '90.00', created_at: '2026-11-23T05:00:01Z' },
    { kind: 'void', transaction_id: 't3', amount: '60.00', created_at: '2026-11-23T06:00:00Z' },
  ],
};

describe('a bet record', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => clearSession());

  it('says a voided round was voided, with its history', async () => {
    renderScreen(
      <BetRecordDetailScreen />,
      { betDetail: async () => voided },
      { at: '/bet-record/7', path: '/bet-record/:id' },
    );
    expect(await screen.findByText('Void: stakes returned')).toBeTruthy();
    expect(screen.queryByText('Settled')).toBeNull();
    const history = screen.getByRole('list', { name: 'Round history' });
    expect(history.textContent).toContain('Round voided, stake returned₱60.00');
  });
});
