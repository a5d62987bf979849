/**
 * The query keys several features read, in one place: queries build them here and mutations
 * invalidate through them. A feature's own keys live in its `api/` module.
 */
export const queryKeys = {
  /** Every cached profile, whatever the token: what a profile change invalidates. */
  profiles: () => ['profile'] as const,
  profile: (token: string | null) => ['profile', token] as const,
  /** Every cached wallet: what a money movement invalidates. */
  wallets: () => ['wallet'] as const,
  wallet: (token: string | null) => ['wallet', token] as const,
  /**
   * The player's finance data besides the wallet: channels, withdrawal accounts, records and
   * orders. A deposit or withdrawal invalidates `financeRecords`; an account change `financeAccounts`.
   */
  finance: (token: string | null) => ['finance', token] as const,
  financeChannels: (token: string | null, mode: string) =>
    ['finance', token, 'channels', mode] as const,
  financeAccounts: (token: string | null) => ['finance', token, 'accounts'] as const,
  financeRecords: (token: string | null) => ['finance', token, 'records'] as const,
  /**
   * The player's responsible-gaming status (limits, reality check, play session, restriction):
   * the Responsible Gaming screen and the game page's reality check read it. Under the finance
   * data, so a sign-out drops it with the rest.
   */
  rg: (token: string | null) => ['finance', token, 'rg'] as const,
  favorites: (token: string | null) => ['favorites', token] as const,
  /** The KYC record: the KYC screen and the action gate of spec 4.3 read it. */
  kyc: (token: string | null) => ['kyc', token] as const,
  kycShops: (token: string | null) => ['kyc', token, 'shops'] as const,
  /** Every KYC query, whatever the token: what a KYC submit invalidates. */
  kycAll: () => ['kyc'] as const,
  homeIndex: (brand: string) => ['home-index', brand] as const,
  /** The shopping app's vouchers (the same for everyone): the mini app and the points page. */
  shopVouchers: () => ['shop-vouchers'] as const,
};

/**
 * Roots of the keys that hold the signed-in player's data. They are fetched when a token is set
 * and removed when it is cleared (spec 4.4).
 */
export const PLAYER_QUERY_ROOTS = ['profile', 'wallet', 'favorites', 'kyc', 'finance'] as const;

export const isPlayerQueryKey = (key: readonly unknown[]): boolean =>
  (PLAYER_QUERY_ROOTS as readonly unknown[]).includes(key[0]);
