import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  BetRecord,
  BetRecordDetail,
  Game,
  KycRecord,
  Paged,
  Wallet,
} from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import { renderScreen } from '@/testing/render-screen';
import { switchToFilipino } from '@/testing/language';
import { BetRecordDetailScreen } from '../components/bet-record-detail-screen';
import { BetRecordScreen } from '../components/bet-record-screen';
import { FavoriteScreen } from '../components/favorite-screen';
import { GamePageScreen } from '../components/game-page-screen';

const SESSION = { token: 'tok-play-fil', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

const record: BetRecord = {
  id: 2,
  record_id: 'builtin-r2',
  round_id: 'r2',
  game_name: 'Lucky Piso',
  game_code: 'lucky-piso',
  game_type: 3,
  brand_name: 'PisoPlay',
  currency: 'PHP',
  bet_amount: '25.50',
  settlement_amount: '40.00',
  net_amount: '14.50',
  status: 'settled',
  settle_time: '2026-11-23T05:00:00Z',
};

describe('play in Filipino', () => {
  beforeEach(async () => {
    setSession(SESSION);
    await switchToFilipino();
  });
  afterEach(() => clearSession());

  it('the game page: its notice, way back, frame and balance', async () => {
    renderScreen(
      <GamePageScreen />,
      {
        gameLaunchV2: async () => '/games/builtin/slot/?token=t',
        gameDetail: async () => ({ code: 'lucky-piso', en_name: 'Lucky Piso' }) as Game,
        wallet: async () => ({ uid: 1, balance: '1250.50', withdrawable: '0' }) as Wallet,
        kycDetail: async () =>
          ({
            status: 'fully_kyc',
            deadline_at: new Date(Date.now() + 3_600_000).toISOString(),
          }) as KycRecord,
      },
      { at: '/s-game-page/lucky-piso', path: '/s-game-page/:gameName' },
    );
    expect(await screen.findByTitle('Larong Lucky Piso')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Bawal maglaro sa mga pampublikong lugar.');
    expect(screen.getByRole('link', { name: 'Bumalik' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('status', { name: 'Balance' })).toHaveTextContent('₱1,250.50');
  });

  it('the bet record: its filters, totals and rounds', async () => {
    renderScreen(
      <BetRecordScreen />,
      {
        betList: async (): Promise<Paged<BetRecord> & { bt: string; wt: string }> => ({
          d: [record],
          t: 1,
          s: 1,
          bt: '25.50',
          wt: '40.00',
        }),
      },
      { at: '/bet-record', path: '/bet-record' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Record ng Taya' })).toBeInTheDocument();
    const gameType = screen.getByLabelText('Uri ng laro');
    expect(within(gameType).getByRole('option', { name: 'Lahat ng laro' })).toBeInTheDocument();
    expect(within(gameType).getByRole('option', { name: 'Sports' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Record ng Taya' });
    expect(within(list).getByText(/Taya ₱25\.50/)).toBeInTheDocument();
    expect(screen.getByText('1 na round')).toBeInTheDocument();
    expect(screen.getByText('Kabuuang taya')).toBeInTheDocument();
    expect(screen.getByText('Kabuuang panalo')).toBeInTheDocument();
  });

  it('a voided round says so, with its history', async () => {
    const voided: BetRecordDetail = {
      ...record,
      status: 'void',
      moves: [
        { kind: 'bet', transaction_id: 't1', amount: '25.50', created_at: '2026-11-23T05:00:00Z' },
        { kind: 'void', transaction_id: 't2', amount: '25.50', created_at: '2026-11-23T06:00:00Z' },
      ],
    };
    renderScreen(
      <BetRecordDetailScreen />,
      { betDetail: async () => voided },
      { at: '/bet-record/2', path: '/bet-record/:id' },
    );
    expect(await screen.findByText('Void: ibinalik ang mga taya')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Detalye ng Taya' })).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Kasaysayan ng round' });
    expect(history).toHaveTextContent('Na-void ang round, ibinalik ang taya₱25.50');
  });

  it('the favourites, and an empty list', async () => {
    renderScreen(<FavoriteScreen />, { favList: async () => ({ data: [], s: 1, t: 0 }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Mga Paborito' })).toBeInTheDocument();
    expect(await screen.findByText('Wala pang data!')).toBeInTheDocument();
  });
});
