import { z } from 'zod';
import { BONUS_WAGERING_MULTIPLIER } from './money.ts';

/**
 * Bonus grants (docs/promotions.md): every promotion pays through one. A grant keeps its bonus
 * money apart from cash until its wagering is met, then converts to cash once, up to its cap.
 */
export const BONUS_SOURCES = [
  'mystery_box',
  'contest_prize',
  'level_up',
  'birthday',
  'daily_win',
  'invite',
  'operator',
  'points',
] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

/**
 * issued: credited, nothing wagered on it yet; active: wagering under way; then completed (met,
 * converted to cash), expired (its time ran out) or forfeited (by an operator, with a reason).
 * The bonus balance is what the issued and active grants hold.
 */
export const GRANT_STATES = ['issued', 'active', 'completed', 'expired', 'forfeited'] as const;
export type GrantState = (typeof GRANT_STATES)[number];
export const OPEN_GRANT_STATES: readonly GrantState[] = ['issued', 'active'];

/** Game types' weight toward wagering, in percent (type code → 0–100); missing types count 0. */
export const DEFAULT_GAME_WEIGHTS: Record<string, number> = {
  '3': 100, // slot
  '2': 100, // fishing
  '1': 10, // live
  '5': 10, // table
};

const pesos = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Expected an amount in pesos, e.g. 500 or 25.50');

/**
 * The terms a grant is issued with, copied onto it so later changes never reach it. Amounts in
 * pesos as text, as every amount of the API.
 */
export const bonusTermsSchema = z
  .object({
    /** Wagering needed, in multiples of the grant's amount (spec 9: two times). */
    wagering_multiplier: z.number().min(0).max(100).default(BONUS_WAGERING_MULTIPLIER),
    /** Days until the grant expires. */
    expires_in_days: z.number().int().min(1).max(365).default(30),
    game_weights: z
      .record(z.string().regex(/^\d+$/), z.number().int().min(0).max(100))
      .default(DEFAULT_GAME_WEIGHTS),
    /** The largest stake while the grant is open; null: none. */
    max_bet: pesos.nullable().default(null),
    /** The most the grant converts to cash; null: no cap. */
    cash_cap: pesos.nullable().default(null),
  })
  .strict();
export type BonusTerms = z.output<typeof bonusTermsSchema>;
export type BonusTermsInput = z.input<typeof bonusTermsSchema>;

/** A grant as the player and the operator see it. Amounts in pesos as text. */
export type BonusGrant = {
  id: number;
  uid: number;
  source: BonusSource;
  cash_type: number;
  amount: string;
  /** The bonus money the grant holds now. */
  balance: string;
  required: string;
  wagered: string;
  terms: BonusTerms;
  state: GrantState;
  reason: string;
  /** What it converted to cash, and what was written off (above the cap, or at its end). */
  converted: string;
  written_off: string;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
};
