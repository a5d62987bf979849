import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { manualClock } from '../../../../providers/clock.ts';
import { createPaymentSimulator } from '../../../../providers/payments/simulator.ts';
import type { PaymentSimulator } from '../../../../providers/payments/simulator.ts';
import { signedCall, testApp, testDatabase } from '../../../../test/harness.ts';
import type { TestPlayer } from '../../../../test/harness.ts';

export const SIM_SECRET = 'simulator-secret-for-tests-0123456789abcdef';

/**
 * An app whose payment simulator delivers its webhooks into the app itself (app.inject, the
 * real HTTP path of the notify route); `failDeliveries(n)` makes the next n deliveries fail.
 */
export async function depositApp() {
  const clock = manualClock(Date.parse('2026-07-01T04:00:00Z'));
  // The simulator is built before the app it delivers into.
  const target: { app?: FastifyInstance } = {};
  let failing = 0;
  const delivered: number[] = [];
  const payments: PaymentSimulator = createPaymentSimulator({
    db: await testDatabase(),
    clock,
    secret: SIM_SECRET,
    payoutDelayMs: 3000,
    async send({ url, body, headers }) {
      if (failing > 0) {
        failing--;
        delivered.push(503);
        return 503;
      }
      const response = await target.app!.inject({ method: 'POST', url, headers, payload: body });
      delivered.push(response.statusCode);
      return response.statusCode;
    },
  });
  const app = await testApp({ AUTH_SECRET: 'x'.repeat(40) }, { clock, payments });
  target.app = app;
  return {
    app,
    clock,
    payments,
    delivered,
    failDeliveries: (n: number) => (failing = n),
  };
}

/** The player's wallet balance as the wallet call shows it ('1250.00'). */
export async function balanceOf(app: FastifyInstance, player: TestPlayer): Promise<string> {
  const reply = await signedCall(app, player, calls.wallet);
  if (!reply.body.status) throw new Error(`wallet failed: ${reply.body.data}`);
  return reply.body.data.balance;
}
