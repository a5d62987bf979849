import { notFound } from '@pisoplay/contract';
import type { OutboxEmail, OutboxSms } from '@pisoplay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../../deps.ts';
import { isLoopback } from '../../../loopback.ts';
import { isEmailSimulator } from '../../../providers/email/index.ts';
import type { EmailSender } from '../../../providers/email/index.ts';
import type { OutboxFilter } from '../../../providers/simulated-sender.ts';
import { isSmsSimulator } from '../../../providers/sms/index.ts';
import type { SmsSender } from '../../../providers/sms/index.ts';

/** Whether the request comes from this machine: its peer and its client address alike. */
const fromThisMachine = (request: FastifyRequest) =>
  isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);

/**
 * GET /dev/outbox/sms[?phone=9171234567&limit=20] and
 * GET /dev/outbox/email[?email=ana@example.ph&limit=20]: what the SMS and email simulators
 * "sent", newest first, as JSON. Each only with its simulator, never in production, and only to
 * callers on this machine (anyone else gets the not-found answer).
 */
export function registerDevOutboxes(
  app: FastifyInstance,
  senders: { sms: SmsSender; email: EmailSender },
  config: Config,
): void {
  if (config.NODE_ENV === 'production') return;
  const { sms, email } = senders;
  // The simulators keep exactly the fields the contract's outbox rows have.
  if (isSmsSimulator(sms)) {
    serveOutbox(app, 'sms', 'phone', (filter): OutboxSms[] => sms.outbox(filter));
  }
  if (isEmailSimulator(email)) {
    serveOutbox(app, 'email', 'email', (filter): OutboxEmail[] => email.outbox(filter));
  }
}

/** GET /dev/outbox/<name>: `?<filterParam>=` keeps one recipient's messages (any case). */
function serveOutbox(
  app: FastifyInstance,
  name: string,
  filterParam: string,
  list: (filter: OutboxFilter) => unknown[],
): void {
  const path = `/dev/outbox/${name}`;
  app.get<{ Querystring: Record<string, unknown> }>(path, async (request, reply) => {
    if (!fromThisMachine(request)) throw notFound(`No such path: GET ${path}`);
    const to = request.query[filterParam];
    const limit = Math.min(Math.max(Number(request.query.limit) || 100, 1), 500);
    const rows = list({ to: typeof to === 'string' ? to.trim().toLowerCase() : undefined, limit });
    return reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(rows));
  });
}
