import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { createSemaphoreSender } from '../../../providers/sms/semaphore.ts';
import { SmsSendError } from '../../../providers/sms/index.ts';
import { call, randomPhone, testApp, testDatabase } from '../../../test/harness.ts';
import { httpStandIn } from '../../../test/http-stand-in.ts';

const accepted = (code: string) => [
  { message_id: 123, recipient: '639171234567', message: 'x', code, status: 'Pending' },
];

describe('Semaphore SMS adapter', () => {
  const gateway = httpStandIn();
  /** The form fields of the newest request the gateway received. */
  const lastForm = () => new URLSearchParams(gateway.received.at(-1)!.body);
  let baseUrl: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    baseUrl = await gateway.start();
    app = await testApp({
      SMS_PROVIDER: 'semaphore',
      SEMAPHORE_BASE_URL: baseUrl,
      SEMAPHORE_API_KEY: 'test-key',
      SEMAPHORE_SENDER_NAME: 'PISOPLAY',
    });
  });
  afterAll(async () => {
    await app.close();
    await gateway.stop();
  });

  it('posts the OTP form to /api/v4/otp', async () => {
    gateway.answerWith(200, accepted('123456'));
    const sender = createSemaphoreSender({ baseUrl, apiKey: 'k1' });
    await sender.send({
      country_code: '63',
      phone: '9171234567',
      code: '123456',
      text: 'Your PisoPlay code is 123456. It expires in 5 minutes.',
    });
    const last = gateway.received.at(-1)!;
    expect(last.path).toBe('/api/v4/otp');
    expect(last.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(lastForm())).toEqual({
      apikey: 'k1',
      number: '639171234567',
      message: 'Your PisoPlay code is {otp}. It expires in 5 minutes.',
      code: '123456',
    });
  });

  it('raises SmsSendError on an HTTP error or an answer without messages', async () => {
    const sender = createSemaphoreSender({ baseUrl, apiKey: 'k1' });
    const message = { country_code: '63', phone: '9171234567', code: '1', text: 'x 1' };
    gateway.answerWith(500, { error: 'boom' });
    await expect(sender.send(message)).rejects.toBeInstanceOf(SmsSendError);
    gateway.answerWith(200, { number: ['The number format is invalid.'] });
    await expect(sender.send(message)).rejects.toBeInstanceOf(SmsSendError);
    const unreachable = createSemaphoreSender({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
    await expect(unreachable.send(message)).rejects.toBeInstanceOf(SmsSendError);
  });

  it('sends the code through the gateway when SMS_PROVIDER=semaphore', async () => {
    gateway.answerWith(200, accepted('0'));
    const phone = randomPhone();
    const sent = await call(app, calls.sendSms, { phone, country_code: '63' });
    expect(sent.body.status).toBe(true);
    const form = lastForm();
    expect(form.get('number')).toBe(`63${phone}`);
    expect(form.get('apikey')).toBe('test-key');
    expect(form.get('sendername')).toBe('PISOPLAY');
    expect(form.get('message')).toContain('{otp}');
    const code = form.get('code')!;
    expect(code).toMatch(/^\d{6}$/);
    const login = await call(app, calls.otpLogin, {
      otp_id: sent.body.status ? sent.body.data.id : '',
      code,
    });
    expect(login.body.status).toBe(true);
    // No development outbox when a real gateway is configured.
    expect((await app.inject({ method: 'GET', url: '/dev/outbox/sms' })).statusCode).toBe(404);
  });

  it('answers failed to send SMS when the gateway fails, and that code never works', async () => {
    gateway.answerWith(502, { error: 'upstream' });
    const phone = randomPhone();
    const sent = await call(app, calls.sendSms, { phone, country_code: '63' });
    expect(sent.statusCode).toBe(409);
    expect(sent.body).toEqual({ status: false, code: 'ERR_BUSINESS', data: 'failed to send SMS' });
    const code = lastForm().get('code')!;
    const db = await testDatabase();
    const rows = await db.query<{ id: string; status: string }>(
      'SELECT id, status FROM otp_codes WHERE phone = $1',
      [phone],
    );
    expect(rows).toEqual([{ id: expect.any(String), status: 'failed' }]);
    const login = await call(app, calls.otpLogin, { otp_id: rows[0]!.id, code });
    expect(login.body).toMatchObject({
      status: false,
      data: 'Code expired, please request a new one',
    });
    // A failed text does not hold back the next try.
    gateway.answerWith(200, accepted('0'));
    expect((await call(app, calls.sendSms, { phone, country_code: '63' })).body.status).toBe(true);
  });
});
