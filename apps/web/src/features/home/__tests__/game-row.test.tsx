import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameTile } from '@pisoplay/contract';
import { renderScreen } from '@/testing/render-screen';
import { FIRST_FRAME_CARDS, GameRow } from '../components/game-row';

const games: GameTile[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  code: `slot_${index + 1}`,
  en_name: `Slot ${index + 1}`,
  img: `games/slot_${index + 1}.svg`,
  is_hot: 0,
  is_new: 0,
  maintained: 0,
  platform_name: 'Pinoy Spin',
}));

describe('a home game row', () => {
  afterEach(() => vi.useRealTimers());

  it('draws its first two views of cards first, then every card in order', async () => {
    // The rest of the cards follow once the first frame is painted: frames and timers are held
    // here, so that the first frame is read before they come however busy the machine is.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    renderScreen(
      <GameRow
        title="Slot"
        categoryKey="3"
        href="/s-game/category/3"
        games={games}
        loading={false}
        onLaunch={() => undefined}
      />,
      {},
    );
    const row = screen.getByRole('list');
    expect(within(row).getAllByRole('listitem')).toHaveLength(FIRST_FRAME_CARDS);
    expect(FIRST_FRAME_CARDS).toBeLessThan(games.length);

    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();

    await expect.poll(() => within(row).getAllByRole('listitem').length).toBe(games.length);
    const names = within(row)
      .getAllByRole('button', { name: /^Slot \d+$/ })
      .map((card) => card.textContent);
    expect(names).toEqual(games.map((game) => game.en_name));
  });
});
