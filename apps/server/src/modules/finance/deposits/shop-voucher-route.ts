import type { FastifyInstance } from 'fastify';
import { isLoopback } from '../../../loopback.ts';
import type { VoucherService } from './voucher-service.ts';

/**
 * Where the shopping-app simulator (modules/partners, /sim/shop/) buys a voucher code for a
 * shopper, development only and from this machine only: JSON `{ amount }` in whole pesos, answer
 * `{ code }`. A real shop gets its codes from the operator's batches (POST /admin/voucher/create).
 */
export const SHOP_VOUCHER_PATH = '/sim/shop/voucher';
const MAX_PESOS = 500_000;

export function registerShopVoucherRoute(app: FastifyInstance, vouchers: VoucherService): void {
  app.post<{ Body: { amount?: unknown } }>(SHOP_VOUCHER_PATH, async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) {
      return reply.code(404).send({ message: 'Not found' });
    }
    const amount = request.body?.amount;
    if (
      typeof amount !== 'number' ||
      !Number.isSafeInteger(amount) ||
      amount < 1 ||
      amount > MAX_PESOS
    ) {
      return reply.code(400).send({ message: `amount: whole pesos, 1 to ${MAX_PESOS}` });
    }
    return { code: await vouchers.sellInShopSimulator(amount) };
  });
}
