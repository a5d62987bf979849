import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { loadConfig } from '../../../config.ts';
import { createEmailSender, EmailSendError } from '../../../providers/email/index.ts';
import type { EmailMessage } from '../../../providers/email/index.ts';
import { systemClock } from '../../../providers/clock.ts';
import { createPostmarkSender } from '../../../providers/email/postmark.ts';
import { call, signIn, signedCall, testApp, testDatabase } from '../../../test/harness.ts';
import { httpStandIn } from '../../../test/http-stand-in.ts';
import { fromIp, randomEmail, randomIp, verifySession } from './helpers.ts';

const accepted = (to: string) => ({
  To: to,
  SubmittedAt: '2026-06-01T10:00:00.0000000-04:00',
  MessageID: 'b7bc2f4a-e38e-4336-af7d-e6c392c2f817',
  ErrorCode: 0,
  Message: 'OK',
});

const message: EmailMessage = {
  to: 'ana@example.ph',
  subject: 'Your PisoPlay password reset code',
  text: 'Your PisoPlay code is 123456.',
  code: '123456',
  tag: 'password-reset',
};

describe('Postmark email adapter', () => {
  const postmark = httpStandIn();
  let baseUrl: string;
  let app: FastifyInstance;
  const sender = (timeoutMs?: number) =>
    createPostmarkSender({
      baseUrl,
      serverToken: 'server-token-1',
      from: 'PisoPlay <no-reply@pisoplay.ph>',
      messageStream: 'outbound',
      timeoutMs,
    });
  beforeAll(async () => {
    baseUrl = await postmark.start();
    app = await testApp({
      EMAIL_PROVIDER: 'postmark',
      POSTMARK_BASE_URL: baseUrl,
      POSTMARK_SERVER_TOKEN: 'app-token',
      EMAIL_FROM: 'PisoPlay <no-reply@pisoplay.ph>',
      POSTMARK_MESSAGE_STREAM: 'codes',
    });
  });
  afterAll(async () => {
    await app.close();
    await postmark.stop();
  });

  it('posts the message as JSON to /email with the server token', async () => {
    postmark.answerWith(200, accepted(message.to));
    await sender().send(message);
    const last = postmark.received.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', path: '/email' });
    expect(last.headers['x-postmark-server-token']).toBe('server-token-1');
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.headers.accept).toBe('application/json');
    expect(JSON.parse(last.body)).toEqual({
      From: 'PisoPlay <no-reply@pisoplay.ph>',
      To: 'ana@example.ph',
      Subject: 'Your PisoPlay password reset code',
      TextBody: 'Your PisoPlay code is 123456.',
      Tag: 'password-reset',
      MessageStream: 'outbound',
    });
  });

  it.each([
    [
      422,
      { ErrorCode: 300, Message: 'Invalid email request' },
      'HTTP 422 300 Invalid email request',
    ],
    [401, { ErrorCode: 10, Message: 'Bad or missing API token' }, 'HTTP 401 10'],
    [500, 'Internal Server Error', 'HTTP 500'],
    [200, { ErrorCode: 406, Message: 'Inactive recipient' }, 'HTTP 200 406 Inactive recipient'],
    [200, { ErrorCode: 0, Message: 'OK' }, 'HTTP 200 0 OK'],
  ])('refuses an answer of HTTP %i %j with EmailSendError', async (status, body, reason) => {
    postmark.answerWith(status, body);
    const sent = sender().send(message);
    await expect(sent).rejects.toBeInstanceOf(EmailSendError);
    await expect(sent).rejects.toThrow(reason);
  });

  it('gives up when Postmark cannot be reached or does not answer in time', async () => {
    const unreachable = createPostmarkSender({
      baseUrl: 'http://127.0.0.1:1',
      serverToken: 't',
      from: 'a@b.ph',
      messageStream: 'outbound',
    });
    await expect(unreachable.send(message)).rejects.toThrow('Postmark could not be reached');
    postmark.hang();
    const started = Date.now();
    await expect(sender(300).send(message)).rejects.toThrow('Postmark could not be reached');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('needs a server token and a sender to boot with EMAIL_PROVIDER=postmark', () => {
    const config = loadConfig({}, { EMAIL_PROVIDER: 'postmark', POSTMARK_SERVER_TOKEN: 't' });
    expect(() => createEmailSender(config, systemClock)).toThrow(
      'EMAIL_PROVIDER=postmark needs POSTMARK_SERVER_TOKEN and EMAIL_FROM',
    );
  });

  it('sends a reset code through Postmark when EMAIL_PROVIDER=postmark', async () => {
    postmark.answerWith(200, accepted('x'));
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const email = randomEmail();
    await (
      await testDatabase()
    ).query('UPDATE members SET email = $2, email_check_state = 1 WHERE phone = $1', [
      player.phone,
      email,
    ]);
    const before = postmark.received.length;
    const sent = await call(app, calls.sendResetEmail, { email }, fromIp(randomIp()));
    expect(sent.body.status).toBe(true);
    await expect.poll(() => postmark.received.length).toBe(before + 1);
    const body = JSON.parse(postmark.received.at(-1)!.body) as Record<string, string>;
    expect(body).toMatchObject({ To: email, MessageStream: 'codes', Tag: 'password-reset' });
    expect(postmark.received.at(-1)!.headers['x-postmark-server-token']).toBe('app-token');
    const code = /code is (\d{6})/.exec(body.TextBody!)![1]!;
    const check = await call(app, calls.checkResetCode, {
      otp_id: sent.body.status ? sent.body.data.id : '',
      code,
    });
    expect(check.body).toEqual({ status: true, data: true });
    // No development outbox when a real provider is configured.
    expect((await app.inject({ method: 'GET', url: '/dev/outbox/email' })).statusCode).toBe(404);
  });

  it('answers failed to send email when Postmark refuses a code for the account form', async () => {
    postmark.answerWith(422, { ErrorCode: 406, Message: 'Inactive recipient' });
    const player = await signIn(app, { kycStatus: 'basic_account' });
    await verifySession(app, player);
    const sent = await signedCall(app, player, calls.sendEmailCode, { email: randomEmail() });
    expect(sent.body).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: 'failed to send email',
    });
  });
});
