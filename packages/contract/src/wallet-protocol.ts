/**
 * The seamless-wallet protocol (docs/seamless-wallet.md), one definition for both sides: the
 * wallet's route checks every request with these schemas, and a game provider's client (the
 * built-in one) sends and reads these shapes. Bodies are JSON, signed `x-signature:
 * sha256=<hex>` (HMAC-SHA256 of the exact bytes under the provider's secret) both ways.
 */
import { z } from 'zod';

/** Where a provider posts a call: `${WALLET_PATH}<action>`. */
export const WALLET_PATH = '/provider/wallet/';

export const WALLET_ACTIONS = [
  'authenticate',
  'balance',
  'bet',
  'win',
  'rollback',
  'void',
  'resettle',
] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

export type WalletStatus =
  | 'OK'
  | 'INVALID_SIGNATURE'
  | 'BAD_REQUEST'
  | 'INVALID_TOKEN'
  | 'INVALID_SESSION'
  | 'GAME_UNAVAILABLE'
  | 'PLAYER_BLOCKED'
  | 'INSUFFICIENT_FUNDS'
  | 'TRANSACTION_MISMATCH'
  | 'TRANSACTION_ROLLED_BACK'
  | 'ROUND_NOT_FOUND'
  | 'ROUND_CLOSED'
  | 'ROUND_OPEN'
  | 'BET_ALREADY_SETTLED'
  | 'WIN_LIMIT_EXCEEDED'
  | 'BET_LIMIT_EXCEEDED'
  /** The bet would cross a responsible-gaming limit the player set; `limit` names it. */
  | 'PLAY_LIMIT_REACHED';

/** A reply body: `status`, `balance` whenever the player is known, and the call's fields. */
export type WalletReply = {
  status: WalletStatus;
  balance?: number;
  /** authenticate's answer. */
  player_id?: string;
  session_id?: string;
  nickname?: string;
  currency?: string;
  /** bet, win, rollback, void, resettle: the wallet's id of the movement. */
  wallet_transaction_id?: string;
} & Record<string, unknown>;

/** A request more than this far from the server's clock is refused (no late replays). */
export const TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;

const walletId = z.string().min(1).max(64);
/** Centavos; a bet of more than ten million pesos is not a real bet. */
const centavos = z.number().int().min(0).max(1_000_000_000);
const timestamp = z.number().int().nonnegative();
/** Money is in pesos only: a call that names another currency is refused, not converted. */
const currency = z.literal('PHP', { error: 'only PHP is accepted' }).optional();

export const WALLET_REQUESTS = {
  authenticate: z.object({ token: z.string().min(1).max(200), game_code: walletId, timestamp }),
  balance: z.object({ session_id: walletId, player_id: walletId, timestamp }),
  bet: z.object({
    session_id: walletId,
    player_id: walletId,
    transaction_id: walletId,
    round_id: walletId,
    game_code: walletId,
    amount: centavos.min(1),
    currency,
    timestamp,
  }),
  win: z.object({
    session_id: walletId,
    player_id: walletId,
    transaction_id: walletId,
    round_id: walletId,
    game_code: walletId,
    amount: centavos,
    round_closed: z.boolean(),
    currency,
    timestamp,
  }),
  rollback: z.object({
    player_id: walletId,
    transaction_id: walletId,
    reference_transaction_id: walletId,
    round_id: walletId,
    game_code: walletId,
    currency,
    timestamp,
  }),
  void: z.object({
    player_id: walletId,
    transaction_id: walletId,
    round_id: walletId,
    game_code: walletId,
    timestamp,
  }),
  resettle: z.object({
    player_id: walletId,
    transaction_id: walletId,
    round_id: walletId,
    game_code: walletId,
    /** The round's corrected total win. */
    amount: centavos,
    currency,
    timestamp,
  }),
} satisfies Record<WalletAction, z.ZodType>;

export type WalletRequest<A extends WalletAction> = z.output<(typeof WALLET_REQUESTS)[A]>;
