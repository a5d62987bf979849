import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminMemberSession } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { PlayerPage } from '../components/player-page';
import { AT_PLAYER, detail } from './player-fixtures';

const session = (id: string, scope: AdminMemberSession['scope']): AdminMemberSession => ({
  id,
  device: `${id}-phone`,
  ip: '203.0.113.7',
  created_at: '2026-11-20T02:00:00Z',
  expires_at: '2026-11-20T02:30:00Z',
  scope,
});

describe("the player page's signed-in devices", () => {
  it('tells a withdraw-only session of a self-excluded player from a full one', async () => {
    signInAs('support');
    const withSessions = {
      ...detail,
      sessions: [session('full', 'full'), session('excluded', 'withdraw')],
    };
    renderPage(<PlayerPage />, { adminMemberDetail: async () => withSessions }, AT_PLAYER);
    const full = await screen.findByRole('row', { name: /full-phone/ });
    expect(full).toHaveTextContent('Full');
    expect(screen.getByRole('row', { name: /excluded-phone/ })).toHaveTextContent('Withdraw only');
  });
});
