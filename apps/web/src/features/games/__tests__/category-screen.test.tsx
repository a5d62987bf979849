import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeCbor, type Game, type HomeIndex, type Paged } from '@pisoplay/contract';
import { renderScreen } from '@/testing/render-screen';
import { switchToFilipino } from '@/testing/language';
import { CategoryScreen } from '../components/category-screen';
import { SectionScreen } from '../components/section-screen';

const game = (id: number, name: string) =>
  ({
    id,
    code: `game-${id}`,
    en_name: name,
    img: '',
    is_hot: 0,
    is_new: 1,
    maintained: 0,
    platform_name: 'Pinoy Spin',
  }) as Game;

const INDEX = {
  version: '1',
  brand: 'pisoplay',
  top: [],
  nav: { '3': [{ id: 4, venue_id: 1, name: 'Pinoy Spin', logo: '' }] },
  list: {},
  logo: { url: '' },
  bottom: [],
  media: [],
} satisfies HomeIndex;

const GAMES: Paged<Game> = { d: [game(1, 'Lucky Piso'), game(2, 'Crash Fiesta')], t: 2, s: 1 };

/** The lists read the index and the games through the app's own client: the network answers. */
function serveCatalogue() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const data = String(input).includes('/member/game/list') ? GAMES : INDEX;
      return new Response(encodeCbor({ status: true, data }).slice(), {
        status: 200,
        headers: { 'content-type': 'application/cbor' },
      });
    }),
  );
}

describe('the game lists in Filipino', () => {
  beforeEach(serveCatalogue);
  afterEach(() => vi.unstubAllGlobals());

  it('a category names its search, sort, providers and games in Filipino', async () => {
    await switchToFilipino();
    renderScreen(
      <CategoryScreen />,
      {},
      { at: '/s-game/category/3', path: '/s-game/category/:categoryId' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Slot' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Maghanap ng laro' })).toHaveAttribute(
      'placeholder',
      'Maghanap ng laro',
    );
    const sort = screen.getByRole('radiogroup', { name: 'Pagkakasunod-sunod' });
    expect(within(sort).getByRole('radio', { name: 'Patok' })).toBeChecked();
    const providers = await screen.findByRole('group', { name: 'Mga provider' });
    expect(within(providers).getByRole('button', { name: 'Lahat' })).toBeInTheDocument();
    expect(within(providers).getByRole('button', { name: 'Pinoy Spin' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Mga laro' });
    expect(within(list).getByRole('button', { name: 'Crash Fiesta' })).toBeInTheDocument();
    expect(within(list).getAllByText('BAGO')).toHaveLength(2);
  });

  it('a section is titled in Filipino', async () => {
    await switchToFilipino();
    renderScreen(
      <SectionScreen />,
      {},
      { at: '/s-game/sections/hot', path: '/s-game/sections/:sectionId' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mga Patok na Laro' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Mga laro' })).toBeInTheDocument();
  });
});
