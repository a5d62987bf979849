/**
 * The shopping app's authorisation (docs/partners.md): the mini app sends the player to us with
 * an authCode, and our server asks the shopping app, server to server, whose code it is.
 */
export type ShopUser = { id: string; name: string };

export type ShopAuth = {
  kind: 'simulator';
  /** The shopper an authCode belongs to; null for an unknown, used or expired code. */
  verify(authCode: string): Promise<ShopUser | null>;
};
