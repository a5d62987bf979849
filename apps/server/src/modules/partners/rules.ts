/** Limits of the partner entries (docs/partners.md). */

/** An entry token works once, within this time. */
export const ENTRY_TOKEN_TTL_MS = 2 * 60_000;
/** A partner call's timestamp may be this far from our clock. */
export const PARTNER_CLOCK_WINDOW_MS = 5 * 60_000;
/** The demo partner of development and tests; its key is public, so never in production. */
export const DEMO_PARTNER = { id: 'demo-wallet', key: 'demo-wallet-key-for-development-only-0001' };
/** The partner row that stands for the shopping app (the mini-app entry). */
export const SHOP_PARTNER_ID = 'shop';
/** Players a partner wallet brings: the partner checked their identity (docs/partners.md). */
export const PARTNER_WALLET_KYC_STATUS = 'basic_kyc';
