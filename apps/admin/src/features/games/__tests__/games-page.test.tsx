import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError, type Game, type Paged } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { GamesPage } from '../components/games-page';

const game = (id: number, en_name: string, online: 0 | 1 = 1): Game => ({
  id,
  code: `G${id}`,
  game_id: String(id),
  game_type: 1,
  en_name,
  zh_name: '',
  img: '',
  is_hot: 0,
  is_new: 0,
  maintained: 0,
  online,
  platform_id: 1,
  platform_name: 'JILI',
  venue_id: 1,
  rtp: 96,
  sorting: 10,
  created_at: '2026-01-05T02:00:00Z',
  updated_at: '2026-01-05T02:00:00Z',
  updated_name: '',
  updated_uid: 0,
});
const paged = <T,>(d: T[]): Paged<T> => ({ d, t: d.length, s: 1 });

describe('the games page', () => {
  it('lists offline games with a badge, filters by type and name, and brings one back online', async () => {
    signInAs('admin');
    const adminGameList = vi.fn(async () =>
      paged([game(1, 'Super Ace'), game(2, 'Fortune Gems', 0)]),
    );
    const adminGameUpdate = vi.fn(async () => game(2, 'Fortune Gems', 1));
    renderPage(<GamesPage />, { adminGameList, adminGameUpdate });
    const table = await screen.findByRole('table', { name: 'Games, by type then order' });
    const offline = within(table).getByRole('row', { name: /Fortune Gems/ });
    expect(within(offline).getByText('Offline')).toBeInTheDocument();
    const online = within(table).getByRole('row', { name: /Super Ace/ });
    expect(within(online).queryByText('Offline')).not.toBeInTheDocument();
    expect(within(online).queryByRole('button', { name: /^Bring online/ })).not.toBeInTheDocument();
    expect(adminGameList).toHaveBeenLastCalledWith({ page: 1, page_size: 50 });

    await userEvent.selectOptions(screen.getByLabelText('Type'), '1');
    await userEvent.type(screen.getByLabelText('Search'), 'gems');
    await vi.waitFor(() =>
      expect(adminGameList).toHaveBeenLastCalledWith({
        game_type: 1,
        q: 'gems',
        page: 1,
        page_size: 50,
      }),
    );

    await userEvent.click(
      within(offline).getByRole('button', { name: 'Bring online Fortune Gems' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Bring a game online' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bring online' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(adminGameUpdate).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Provider fixed it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bring online' }));
    expect(await screen.findByText('Fortune Gems is online.')).toBeInTheDocument();
    expect(adminGameUpdate).toHaveBeenCalledWith({ id: 2, online: 1, reason: 'Provider fixed it' });
  });

  it('shows the server’s message when a change is refused', async () => {
    signInAs('admin');
    renderPage(<GamesPage />, {
      adminGameList: async () => paged([game(1, 'Super Ace')]),
      adminGameUpdate: async () => {
        throw new AppError('ERR_BUSINESS', 'The game is locked by the provider');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change Super Ace' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Super Ace' });
    await userEvent.click(within(dialog).getByLabelText('Hot badge'));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Campaign');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The game is locked by the provider'),
    ).toBeInTheDocument();
  });
});
