import type { AdminMemberDetail, AdminRgStatus, Profile } from '@pisoplay/contract';

/** Player 42 as the player page reads them (only what the page shows of the profile). */
export const detail: AdminMemberDetail = {
  profile: {
    uid: 42,
    username: 'juan42',
    nick_name: 'Juan',
    country_code: '63',
    phone: '9171234567',
    tester: 0,
    last_login_at: '2026-01-05T02:00:00Z',
  } as Profile,
  kyc_status: 'fully_kyc',
  phone: '639171234567',
  created_at: '2025-12-01T02:00:00Z',
  balances: { cash: '1500.00', bonus: '0.00', withdrawable: '1500.00' },
  sessions: [],
  notes: [],
};

/** Player 42's responsible gaming: a daily deposit limit of ₱1,000, nothing in force. */
export const rgStatus = (depositDay: string | null = '1000.00'): AdminRgStatus => ({
  uid: 42,
  limits: [
    { limit: 'deposit_day', value: depositDay, used: '0.00', resets_at: null, pending: null },
  ],
  reality_check_minutes: 30,
  session: null,
  restriction: null,
  history: [],
  exclusion_end_requests: [],
});

/** The player page at /players/42, as the router has it. */
export const AT_PLAYER = { path: '/players/:uid', at: '/players/42' };
