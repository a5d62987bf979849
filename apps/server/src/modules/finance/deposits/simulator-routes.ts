import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  escapeHtml,
  sendPage,
  serveSimulatorStyle,
  simulatorPage,
} from '../../../http/simulator-pages.ts';
import { formatDecimal, formatManilaTime, notFound } from '@pisoplay/contract';
import type { Config } from '../../../deps.ts';
import { isLoopback } from '../../../loopback.ts';
import {
  PAYMENT_SIMULATOR_PREFIX,
  PAYOUT_MODES,
  SIM_MERCHANT,
} from '../../../providers/payments/simulator.ts';
import type {
  CheckoutChoice,
  PaymentSimulator,
  PayoutMode,
} from '../../../providers/payments/simulator.ts';
import type { Database } from '../../../db/database.ts';
import { startJob } from '../../../platform/jobs.ts';

const FORM = 'application/x-www-form-urlencoded';
/** How often the simulator sends notifications that are due (first tries and retries). */
const DELIVERY_JOB_MS = 2_000;

const CHOICES: Record<string, CheckoutChoice | 'timeout'> = {
  pay: 'paid',
  cancel: 'canceled',
  fail: 'failed',
  timeout: 'timeout',
};

const STYLE = `body{margin:0;font:16px/1.45 system-ui,sans-serif;background:#eef2f7;color:#0f172a}main{max-width:420px;margin:0 auto;padding:20px 16px}.brand{margin:0;color:#0e7490;font-weight:700}h1{font-size:22px;margin:6px 0 16px}dl{background:#fff;border-radius:12px;padding:12px 16px;margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#475569}dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}.amount{font-size:20px}form{display:grid;gap:12px}button{min-height:48px;border:0;border-radius:999px;font:inherit;font-weight:600;cursor:pointer}button:focus-visible{outline:3px solid #0e7490;outline-offset:2px}.pay{background:#0e7490;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}.fail{background:#fee2e2;color:#991b1b}.timeout{background:transparent;color:#334155;text-decoration:underline}.note{color:#475569;font-size:14px}a{color:#0e7490}`;

const page = (title: string, body: string): string =>
  simulatorPage({
    title,
    brand: 'Payment gateway simulator',
    stylesheet: `${PAYMENT_SIMULATOR_PREFIX}style.css`,
    body,
  });

const ended = (returnUrl?: string) =>
  page(
    'Checkout ended',
    `<h1>This checkout has ended</h1><p class="note">It was paid, canceled or it expired.</p>${
      returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Back to the app</a></p>` : ''
    }`,
  );

/** Whether the request comes from this machine: its peer and its client address alike. */
const fromThisMachine = (request: FastifyRequest) =>
  isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);

/**
 * The payment simulator's checkout page (docs/wallet.md): the amount, channel and merchant with
 * 'Pay', 'Cancel', 'Fail' and 'Let it time out'. A choice is notified to our server through a
 * signed webhook (retried by the delivery job) before the browser returns to the app. Outside
 * production, callers on this machine can set how payouts behave (POST /sim/pay/payout-mode).
 */
export async function registerPaymentSimulatorRoutes(
  app: FastifyInstance,
  simulator: PaymentSimulator,
  { config, db }: { config: Config; db: Database },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_r, body, done) =>
      done(null, new URLSearchParams(body as string)),
    );
    serveSimulatorStyle(scope, `${PAYMENT_SIMULATOR_PREFIX}style.css`, STYLE);

    scope.get<{ Params: { ref: string } }>(
      `${PAYMENT_SIMULATOR_PREFIX}checkout/:ref`,
      async (request, reply) => {
        const checkout = await simulator.findCheckout(request.params.ref);
        if (!checkout) return sendPage(reply, 404, ended());
        if ((await simulator.checkoutStatus(checkout.ref)) !== 'pending') {
          return sendPage(reply, 410, ended(checkout.return_url));
        }
        const amount = `PHP ${formatDecimal(checkout.amount / 100, 2)}`;
        return sendPage(
          reply,
          200,
          page(
            `Pay ${amount}`,
            `<h1>Pay ${escapeHtml(SIM_MERCHANT)}</h1>
<dl><dt>Amount</dt><dd class="amount">${amount}</dd><dt>Channel</dt><dd>${escapeHtml(checkout.channel)}</dd><dt>Merchant</dt><dd>${escapeHtml(SIM_MERCHANT)}</dd><dt>Reference</dt><dd>${escapeHtml(checkout.reference)}</dd><dt>Expires</dt><dd><time datetime="${checkout.expires_at.toISOString()}">${formatManilaTime(checkout.expires_at)} PHT</time></dd></dl>
<form method="post">
<button class="pay" name="choice" value="pay">Pay</button>
<button class="cancel" name="choice" value="cancel">Cancel</button>
<button class="fail" name="choice" value="fail">Fail</button>
<button class="timeout" name="choice" value="timeout">Let it time out</button>
</form>
<p class="note">This simulator stands in for the payment gateway: no money moves. 'Let it time out' returns to the app without paying; the order times out at its deadline.</p>`,
          ),
        );
      },
    );

    scope.post<{ Params: { ref: string } }>(
      `${PAYMENT_SIMULATOR_PREFIX}checkout/:ref`,
      async (request, reply) => {
        const form = request.body instanceof URLSearchParams ? request.body : null;
        const choice = CHOICES[form?.get('choice') ?? ''];
        const checkout = await simulator.findCheckout(request.params.ref);
        if (!checkout || !choice) return sendPage(reply, 404, ended());
        if (choice !== 'timeout' && !(await simulator.finishCheckout(checkout.ref, choice))) {
          return sendPage(reply, 410, ended(checkout.return_url));
        }
        return reply.redirect(checkout.return_url, 303);
      },
    );

    if (config.NODE_ENV !== 'production') {
      scope.post<{ Body: { mode?: string } }>(
        `${PAYMENT_SIMULATOR_PREFIX}payout-mode`,
        async (request, reply) => {
          const path = `${PAYMENT_SIMULATOR_PREFIX}payout-mode`;
          if (!fromThisMachine(request)) throw notFound(`No such path: POST ${path}`);
          const mode = request.body?.mode;
          if (!PAYOUT_MODES.includes(mode as PayoutMode)) {
            return reply
              .code(400)
              .send({ error: `mode must be one of ${PAYOUT_MODES.join(', ')}` });
          }
          simulator.setPayoutMode(mode as PayoutMode);
          return { mode };
        },
      );
    }
  });

  if (config.PAYMENT_JOBS === 'off') return;
  startJob(app, db, {
    name: 'payment-simulator-delivery',
    everyMs: DELIVERY_JOB_MS,
    run: () => simulator.deliverDue(),
  });
}
