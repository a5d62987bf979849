import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import type { ApiReply, Session } from '@pisoplay/contract';
import { call, lastSmsCode, okData } from '../../../test/harness.ts';
import type { CallResult } from '../../../test/harness.ts';

/**
 * A code sign-in as the app makes it, the refusal returned, not thrown. `later` moves the test's
 * clock on first: a phone gets a new code every 30 s.
 */
export async function codeSignIn(
  app: FastifyInstance,
  phone: string,
  later: (ms: number) => void,
): Promise<CallResult<Session>> {
  later(31_000);
  const sent = await okData(call(app, calls.sendSms, { phone, country_code: '63' }));
  return call(app, calls.otpLogin, { otp_id: sent.id, code: lastSmsCode(app, phone) });
}

/** The withdraw-only ticket a self-excluded player's refused sign-in carries. */
export function ticketOf(reply: CallResult<Session>): string {
  const body = reply.body as ApiReply<Session> & { withdraw_ticket?: string };
  if (body.status || !body.withdraw_ticket) throw new Error('The refusal carries no ticket');
  return body.withdraw_ticket;
}
