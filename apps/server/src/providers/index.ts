import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { systemClock } from './clock.ts';
import type { Clock } from './clock.ts';
import { createEmailSender } from './email/index.ts';
import type { EmailSender } from './email/index.ts';
import { createSmsSender } from './sms/index.ts';
import type { SmsSender } from './sms/index.ts';
import type { IdOcrProvider } from './id-ocr/id-ocr.ts';
import { createDiditProvider } from './id-ocr/didit.ts';
import { createOcrSimulator } from './id-ocr/simulator.ts';
import { createPaymentGateway } from './payments/index.ts';
import type { PaymentGateway } from './payments/index.ts';
import { createGameProviders } from './games/index.ts';
import type { GameProviders } from './games/index.ts';
import { createShopAuthSimulator } from './shop/simulator.ts';
import type { ShopAuthSimulator } from './shop/simulator.ts';
import { createObjectStorage } from './storage/index.ts';
import type { ObjectStorage } from './storage/index.ts';

/** The outside parties the application talks to, each behind an interface. */
export type Providers = {
  clock: Clock;
  sms: SmsSender;
  email: EmailSender;
  storage: ObjectStorage;
  idOcr: IdOcrProvider;
  payments: PaymentGateway;
  games: GameProviders;
  /** The shopping app's authorisation behind the mini-app entry (docs/partners.md). */
  shop: ShopAuthSimulator;
};

/**
 * Default providers built from the configuration; tests override single ones. The database is
 * the payment simulator's (it keeps its checkouts and payouts in tables of its own).
 */
export function createProviders(
  config: Config,
  db: Queryable,
  overrides: Partial<Providers> = {},
): Providers {
  const clock = overrides.clock ?? systemClock;
  return {
    clock,
    sms: overrides.sms ?? createSmsSender(config, clock),
    email: overrides.email ?? createEmailSender(config, clock),
    storage: overrides.storage ?? createObjectStorage(config),
    idOcr: overrides.idOcr ?? createIdOcrProvider(config),
    payments: overrides.payments ?? createPaymentGateway(config, db, clock),
    games: overrides.games ?? createGameProviders(config),
    shop: overrides.shop ?? createShopAuthSimulator(clock),
  };
}

/** The ID-verification provider chosen by ID_OCR_PROVIDER; missing settings stop the boot. */
function createIdOcrProvider(config: Config) {
  if (config.ID_OCR_PROVIDER === 'simulator') return createOcrSimulator();
  if (!config.DIDIT_API_KEY || !config.DIDIT_WORKFLOW_ID) {
    throw new Error('ID_OCR_PROVIDER=didit needs DIDIT_API_KEY and DIDIT_WORKFLOW_ID');
  }
  return createDiditProvider({
    baseUrl: config.DIDIT_BASE_URL,
    apiKey: config.DIDIT_API_KEY,
    workflowId: config.DIDIT_WORKFLOW_ID,
  });
}
