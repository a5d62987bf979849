import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import { thisServerOrigin } from '../this-server.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPayMongoGateway } from './paymongo.ts';
import { createPaymentSimulator } from './simulator.ts';
import type { NotificationSender } from './simulator.ts';

export type { PaymentGateway } from './payment-gateway.ts';

/** The simulator posts its notifications to this server, on the address it listens on. */
const sendToThisServer = (config: Config): NotificationSender => {
  const origin = thisServerOrigin(config);
  return async ({ url, body, headers }) => {
    const response = await fetch(new URL(url, origin), {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  };
};

/** The payment gateway chosen by PAYMENT_PROVIDER; missing settings stop the boot. */
export function createPaymentGateway(config: Config, db: Queryable, clock: Clock): PaymentGateway {
  if (config.PAYMENT_PROVIDER === 'simulator') {
    return createPaymentSimulator({
      db,
      clock,
      // Signer and verifier are this process; a random secret is enough unless one is set.
      secret: config.PAYMENT_SIM_SECRET ?? randomBytes(32).toString('hex'),
      payoutDelayMs: config.PAYMENT_SIM_PAYOUT_MS,
      send: sendToThisServer(config),
    });
  }
  const missing = [
    'PUBLIC_BASE_URL',
    'PAYMONGO_SECRET_KEY',
    'PAYMONGO_WEBHOOK_SECRET',
    'PAYMONGO_WALLET_NUMBER',
    'PAYMONGO_WALLET_NAME',
    'PAYMONGO_WALLET_BIC',
  ].filter((name) => !config[name as keyof Config]);
  if (missing.length) throw new Error(`PAYMENT_PROVIDER=paymongo needs ${missing.join(', ')}`);
  return createPayMongoGateway({
    baseUrl: config.PAYMONGO_BASE_URL,
    secretKey: config.PAYMONGO_SECRET_KEY!,
    webhookSecret: config.PAYMONGO_WEBHOOK_SECRET!,
    wallet: {
      number: config.PAYMONGO_WALLET_NUMBER!,
      name: config.PAYMONGO_WALLET_NAME!,
      bic: config.PAYMONGO_WALLET_BIC!,
    },
  });
}
