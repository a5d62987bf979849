import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { usePromotionLink } from '@/shared/promotions/use-promotion-link';
import { clearSession, setSession } from '@/shared/session/session-store';
import { renderScreen } from '@/testing/render-screen';
import { switchToFilipino } from '@/testing/language';

function Banner({ link }: { link: string }) {
  return (
    <Link to={link} onClick={usePromotionLink(link)}>
      Promotion
    </Link>
  );
}

const open = (link: string) =>
  renderScreen(
    <Banner link={link} />,
    {},
    {
      routes: [{ path: '*', element: <p>Opened</p> }],
    },
  );

describe('a promotion banner’s tap (spec 2.11)', () => {
  afterEach(() => clearSession());

  it('says Coming soon for a promotion that is not open, and stays', async () => {
    const { router } = open('/welfare/lucky-wheel');
    await userEvent.click(screen.getByRole('link', { name: 'Promotion' }));
    expect(await screen.findByText('Coming soon')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says it in Filipino for a Filipino player', async () => {
    await switchToFilipino();
    open('/welfare/lucky-wheel');
    await userEvent.click(screen.getByRole('link', { name: 'Promotion' }));
    expect(await screen.findByText('Malapit na')).toBeInTheDocument();
  });

  it('opens the slot betting ranking, now real, for a signed-in player', async () => {
    setSession({ token: 'token-1', secret: 's', expires_at: '2099-01-01T00:00:00Z' });
    const { router } = open('/welfare/betting-rank');
    await userEvent.click(screen.getByRole('link', { name: 'Promotion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welfare/betting-rank'));
  });

  it('asks a visitor to sign in before the ranking, as before the mystery box', async () => {
    const { router } = open('/welfare/betting-rank');
    await userEvent.click(screen.getByRole('link', { name: 'Promotion' }));
    await waitFor(() => expect(router.state.location.search).toContain('login'));
    expect(router.state.location.pathname).toBe('/');
  });
});
