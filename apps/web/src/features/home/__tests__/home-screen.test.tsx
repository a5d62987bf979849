import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeCbor, type GameTile, type HomeIndex } from '@pisoplay/contract';
import { renderScreen } from '@/testing/render-screen';
import { switchToFilipino } from '@/testing/language';
import { HomeScreen } from '../components/home-screen';

const tile = (id: number, name: string): GameTile => ({
  id,
  code: `game-${id}`,
  en_name: name,
  img: '',
  is_hot: 1,
  is_new: 0,
  maintained: 0,
  platform_name: 'Pinoy Spin',
});

const INDEX: HomeIndex = {
  version: '1',
  brand: 'pisoplay',
  top: [
    { id: 1, url: 'banners/1.webp', link: '', back_color: '' },
    { id: 2, url: 'banners/2.webp', link: '', back_color: '' },
  ],
  nav: { hot: [], '3': [] },
  list: { hot: [tile(1, 'Lucky Piso')], '3': [tile(2, 'Crash Fiesta')] },
  logo: { url: '' },
  bottom: [],
  media: [],
};

/** The lobby reads its index through the app's own client: the network answers it here. */
function serveIndex() {
  const body = encodeCbor({ status: true, data: INDEX }).slice();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body, { status: 200, headers: { 'content-type': 'application/cbor' } }),
    ),
  );
}

/** An observer that never reports: jsdom lays nothing out. */
class QuietObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * jsdom has no media queries nor layout observers; the banners' carousel reads them (less
 * motion: no autoplay).
 */
function stubBrowserApis() {
  vi.stubGlobal('IntersectionObserver', QuietObserver);
  vi.stubGlobal('ResizeObserver', QuietObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: query.includes('reduce'),
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('the lobby in Filipino', () => {
  beforeEach(() => {
    serveIndex();
    stubBrowserApis();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the header, banners, categories, rows and footer in Filipino', async () => {
    await switchToFilipino();
    renderScreen(<HomeScreen />, {});
    expect(await screen.findByRole('link', { name: 'Mag-login' })).toBeInTheDocument();
    const banners = await screen.findByRole('region', { name: 'Mga promo' });
    expect(within(banners).getByRole('group', { name: '1 ng 2' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Mga kategorya ng laro' });
    expect(within(categories).getByRole('link', { name: /Mga Patok na Laro/ })).toHaveAttribute(
      'href',
      '/s-game/sections/hot',
    );
    const hot = await screen.findByRole('region', { name: 'Mga Patok na Laro' });
    expect(within(hot).getByText('Lahat')).toBeInTheDocument();
    expect(within(hot).getByRole('button', { name: 'Lucky Piso' })).toBeInTheDocument();
    expect(
      within(hot).getByRole('button', { name: 'Idagdag ang Lucky Piso sa mga paborito' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'I-follow Kami' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Magtakda ng limit o magpahinga' }),
    ).toBeInTheDocument();
  });

  it('follows a language change without a reload', async () => {
    renderScreen(<HomeScreen />, {});
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Hot Games' })).toBeInTheDocument();
    await act(() => switchToFilipino());
    expect(await screen.findByRole('link', { name: 'Mag-login' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mga Patok na Laro' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
