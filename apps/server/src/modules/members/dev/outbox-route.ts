import { notFound } from '@pisoplay/contract';
import type { OutboxSms } from '@pisoplay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import { isLoopback } from '../../../loopback.ts';
import { isSmsSimulator } from '../../../providers/sms/index.ts';
import type { SmsSender } from '../../../providers/sms/index.ts';

/** Whether the request comes from this machine: its peer and its client address alike. */
const fromThisMachine = (request: FastifyRequest) =>
  isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);

/**
 * GET /dev/outbox/sms[?phone=9171234567&limit=20]: the texts the SMS simulator "sent", newest
 * first, as JSON: [{ country_code, phone, code, text, sent_at }]. Only with the simulator, never
 * in production, and only to callers on this machine (anyone else gets the not-found answer).
 */
export function registerDevOutbox(app: FastifyInstance, sms: SmsSender, config: Config): void {
  if (config.NODE_ENV === 'production' || !isSmsSimulator(sms)) return;
  app.get<{ Querystring: { phone?: string; limit?: string } }>(
    '/dev/outbox/sms',
    async (request, reply) => {
      if (!fromThisMachine(request)) throw notFound(`No such path: GET /dev/outbox/sms`);
      const phone = typeof request.query.phone === 'string' ? request.query.phone : undefined;
      const limit = Math.min(Math.max(Number(request.query.limit) || 100, 1), 500);
      const rows = sms.outbox({ phone, limit }).map((m): OutboxSms => ({
        country_code: m.country_code,
        phone: m.phone,
        code: m.code,
        text: m.text,
        sent_at: m.sent_at,
      }));
      return reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(rows));
    },
  );
}
