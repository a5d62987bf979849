import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CASH_TYPES, calls } from '@pisoplay/contract';
import type { FinanceAccount, KycStatus } from '@pisoplay/contract';
import { signIn, signedCall, testDatabase, servicesOf } from '../../../test/harness.ts';
import type { TestPlayer } from '../../../test/harness.ts';
import type {
  PaymentGateway,
  PayoutAnswer,
  PayoutRequest,
  PayoutState,
} from '../../../providers/payments/payment-gateway.ts';

export const NAMES = { first_name: 'Juan', middle_name: 'Santos', last_name: 'Dela Cruz' };

export type Player = { session: TestPlayer; uid: number };

/** A signed-in player with a KYC status and (unless `names` is null) a KYC record with names. */
export async function kycPlayer(
  app: FastifyInstance,
  options: { kycStatus?: KycStatus; names?: typeof NAMES | null } = {},
): Promise<Player> {
  const session = await signIn(app, { kycStatus: options.kycStatus ?? 'fully_kyc' });
  const detail = await signedCall(app, session, calls.memberDetail);
  if (!detail.body.status) throw new Error(String(detail.body.data));
  const uid = detail.body.data.uid;
  const names = options.names === undefined ? NAMES : options.names;
  if (names) {
    await (
      await testDatabase()
    ).query(
      `INSERT INTO kyc_records (uid, created_at, updated_at, first_name, middle_name, last_name)
       VALUES ($1, now(), now(), $2, $3, $4)`,
      [uid, names.first_name, names.middle_name, names.last_name],
    );
  }
  return { session, uid };
}

/** Money in, as a paid deposit (centavos). */
export const fund = (app: FastifyInstance, uid: number, centavos: number) =>
  servicesOf(app).ledger.creditDeposit({
    key: `test-fund:${randomUUID()}`,
    uid,
    source: 'gateway',
    amount: centavos,
    reason: 'deposit',
    cashType: CASH_TYPES.deposit,
  });

export async function addAccount(
  app: FastifyInstance,
  player: Player,
  account = '09171234567',
  channel_name = 'GCash',
): Promise<FinanceAccount> {
  const reply = await signedCall(app, player.session, calls.accountInsert, {
    account,
    channel_name,
    ...NAMES,
  });
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
}

export const cash = async (app: FastifyInstance, uid: number) =>
  (await servicesOf(app).ledger.balances(uid)).cash;

/**
 * A stand-in for the payment gateway's payout side (an outside party): each payout is answered
 * as the test says, and its status is whatever the test sets.
 */
export function payoutGateway() {
  const requests: PayoutRequest[] = [];
  const states = new Map<string, PayoutState>();
  let answer: PayoutAnswer = { state: 'accepted' };
  const gateway: PaymentGateway = {
    kind: 'test-gateway',
    createCheckout: () => Promise.reject(new Error('not used by withdrawal tests')),
    checkoutStatus: async () => 'unknown',
    verifyNotification: () => null,
    async createPayout(request) {
      requests.push(request);
      if (answer.state === 'accepted' && !states.has(request.reference)) {
        states.set(request.reference, { state: 'processing' });
      }
      return answer;
    },
    payoutStatus: async (reference) => states.get(reference) ?? { state: 'not_found' },
  };
  return {
    gateway,
    requests,
    /** How the next createPayout calls answer. */
    answerPayouts(next: PayoutAnswer) {
      answer = next;
    },
    /** What the status query says about a payout from now on. */
    setStatus(reference: string, state: PayoutState) {
      states.set(reference, state);
    },
  };
}
