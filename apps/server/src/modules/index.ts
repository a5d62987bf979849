import type { Module } from '../deps.ts';
import { builtinGamesModule } from './builtin-games/index.ts';
import { catalogueModule } from './catalogue/index.ts';
import { financeModule } from './finance/index.ts';
import { kycModule } from './kyc/index.ts';
import { ledgerModule } from './ledger/index.ts';
import { membersModule } from './members/index.ts';
import { operatorsModule } from './operators/index.ts';
import { playModule } from './play/index.ts';
import { supportModule } from './support/index.ts';
import { chatModule } from './chat/index.ts';
import { partnersModule } from './partners/index.ts';

/** Every feature module of the server, in registration order. */
export const modules: Module[] = [
  membersModule,
  operatorsModule,
  kycModule,
  ledgerModule,
  financeModule,
  catalogueModule,
  builtinGamesModule,
  playModule,
  supportModule,
  chatModule,
  partnersModule,
];
