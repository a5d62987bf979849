/**
 * A payment gateway: checkout pages for deposits, signed notifications, payouts for
 * withdrawals, and status queries to settle anything whose outcome is unknown. The built-in
 * simulator is the default; a real Philippine gateway is chosen by PAYMENT_PROVIDER.
 * Amounts are integer centavos.
 */
export type CheckoutRequest = {
  /** Our order reference, unique per deposit order (e.g. 'D12'); the gateway echoes it. */
  reference: string;
  amount: number;
  /** The payment channel's name as we show it (GCash, Maya, BDO, ...). */
  channel: string;
  /** Where the gateway sends the player's browser when they finish or leave. */
  returnUrl: string;
  /** Where the gateway posts its signed notifications. */
  notifyUrl: string;
  expiresAt: Date;
};
export type Checkout = { gatewayRef: string; payUrl: string };

export type CheckoutState = 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

/** A notification whose signature was verified. */
export type PaymentNotification = {
  /** The gateway's id of this event: a redelivery carries the same id. */
  eventId: string;
  reference: string;
  gatewayRef: string;
  state: Exclude<CheckoutState, 'pending'>;
  amount: number;
};

export type PayoutRequest = {
  /** Our payout reference, unique per withdrawal (e.g. 'W7'): the gateway's idempotency key. */
  reference: string;
  amount: number;
  channel: string;
  account: string;
  accountName: string;
};
/**
 * 'accepted': the gateway took it and will pay; 'failed': refused, nothing will be paid;
 * 'unknown': no clear answer (timeout, 5xx): only payoutStatus may settle it.
 */
export type PayoutAnswer = { state: 'accepted' | 'failed' | 'unknown'; reason?: string };
/** 'not_found' is a definite answer that the gateway never took the payout. */
export type PayoutState = {
  state: 'processing' | 'paid' | 'failed' | 'not_found' | 'unknown';
  reason?: string;
};

export type PaymentGateway = {
  readonly kind: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  checkoutStatus(gatewayRef: string): Promise<CheckoutState | 'unknown'>;
  /**
   * Checks the signature over the exact raw body (and its timestamp) before anything is
   * parsed; null for an unsigned, tampered or stale notification.
   */
  verifyNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now: number,
  ): PaymentNotification | null;
  createPayout(request: PayoutRequest): Promise<PayoutAnswer>;
  payoutStatus(reference: string): Promise<PayoutState>;
};
