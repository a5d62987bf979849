import { amountToCentavos, bonusTermsSchema } from '@pisoplay/contract';
import type { BonusSource, BonusTermsInput, CashType } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import type { TransferRow } from '../ledger-queries.ts';
import { findGrantBySource, insertGrant, lockPlayerMoney } from './grant-queries.ts';
import type { GrantRow } from './grant-queries.ts';

const DAY_MS = 86_400_000;

export type GrantRequest = {
  uid: number;
  source: BonusSource;
  /** Unique per source: the award (a box id, a contest day and rank): paid once, ever. */
  sourceRef: string;
  /** Centavos, positive. */
  amount: number;
  cashType: CashType;
  /** Defaults of spec 9 and docs/promotions.md for what is not given. */
  terms?: BonusTermsInput;
  now: number;
};

/** The house's transfer into the player's bonus account (the ledger's own transfer). */
type CreditBonus = (
  key: string,
  uid: number,
  amount: number,
  cashType: CashType,
) => Promise<TransferRow>;

/**
 * Issues a grant: its bonus from the house into the player's bonus account and the grant that
 * holds it, in one transaction under the player's money lock. The same award again answers the
 * grant it made, moving nothing (`replayed`).
 */
export async function issueGrant(
  q: Queryable,
  creditBonus: CreditBonus,
  req: GrantRequest,
): Promise<{ grant: GrantRow; replayed: boolean }> {
  await lockPlayerMoney(q, req.uid);
  const existing = await findGrantBySource(q, req.source, req.sourceRef);
  if (existing) return { grant: existing, replayed: true };
  const terms = bonusTermsSchema.parse(req.terms ?? {});
  const credit = await creditBonus(
    `grant:${req.source}:${req.sourceRef}`,
    req.uid,
    req.amount,
    req.cashType,
  );
  const grant = await insertGrant(q, {
    uid: req.uid,
    source: req.source,
    source_ref: req.sourceRef,
    cash_type: req.cashType,
    amount: req.amount,
    required: Math.ceil(req.amount * terms.wagering_multiplier),
    game_weights: terms.game_weights,
    max_bet: terms.max_bet === null ? null : amountToCentavos(terms.max_bet),
    cash_cap: terms.cash_cap === null ? null : amountToCentavos(terms.cash_cap),
    terms,
    credit_transfer: credit.id,
    created_at: new Date(req.now),
    expires_at: new Date(req.now + terms.expires_in_days * DAY_MS),
  });
  return { grant, replayed: false };
}
