import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Promotion } from '@pisoplay/contract';
import { PromotionHero } from '@/shared/promotions/promotion-hero';
import { renderScreen } from '@/testing/render-screen';

const promotion = (id: number, title: string, link: string): Promotion => ({
  id,
  title,
  image: `banners/${id}.svg`,
  link,
  back_color: '#4b1fa8',
  starts_at: '2027-02-01T00:00:00.000Z',
  ends_at: null,
});

const running = [
  promotion(2, 'Daily Wins', '/daily-wins'),
  promotion(1, 'Mystery Box', '/blind-box'),
];

describe('the banner a promotion page opens with', () => {
  it('is the first running promotion on the welfare page, opening it', async () => {
    renderScreen(<PromotionHero page="/welfare" />, { promoList: async () => running });
    const banner = await screen.findByRole('link', { name: 'Daily Wins' });
    expect(banner).toHaveAttribute('href', '/daily-wins');
    expect(screen.getByRole('img', { name: 'Daily Wins' }).getAttribute('src')).toMatch(
      /banners\/2\.svg$/,
    );
  });

  it("is the blind box's own on its page, and opens nothing there", async () => {
    renderScreen(<PromotionHero page="/blind-box" />, { promoList: async () => running });
    expect(await screen.findByRole('img', { name: 'Mystery Box' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is not there when its promotion does not run: the page starts with what follows', async () => {
    const { queryClient } = renderScreen(
      <>
        <PromotionHero page="/blind-box" />
        <p>What follows</p>
      </>,
      { promoList: async () => [running[0]!] },
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText('What follows').previousSibling).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
