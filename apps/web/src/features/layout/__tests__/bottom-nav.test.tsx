import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { switchToFilipino } from '@/testing/language';
import { BottomNav } from '../components/bottom-nav';

describe('the bottom navigation', () => {
  it('names its tabs in the player’s language, and follows a change', async () => {
    renderScreen(<BottomNav />, {});
    const english = screen.getByRole('navigation', { name: 'Main' });
    expect(within(english).getByRole('link', { name: 'Invite' })).toHaveAttribute(
      'href',
      '/invite',
    );
    await act(() => switchToFilipino());
    const nav = screen.getByRole('navigation', { name: 'Pangunahin' });
    expect(within(nav).getByRole('link', { name: 'Mag-imbita' })).toHaveAttribute(
      'href',
      '/invite',
    );
    expect(within(nav).getByRole('link', { name: 'Ako' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});
