import type { PlayerGate } from '../../deps.ts';
import type { Ledger } from '../ledger/index.ts';
import type { Approvals } from '../operators/index.ts';

/** What finance uses of the modules below it, handed in by the composition root. */
export type FinanceUses = { ledger: Ledger; playerGate: PlayerGate; approvals: Approvals };
