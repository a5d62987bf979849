import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { calls } from '@pisoplay/contract';
import { signIn, signedCall, testApp } from '../../test/harness.ts';
import { createDiditProvider, IdOcrProviderError } from '../id-ocr/didit.ts';
import { passportOcrSetup } from '../../modules/kyc/__tests__/ocr-fixtures.ts';

type Seen = { method: string; path: string; apiKey: string; body: Record<string, unknown> };

/** A stand-in for Didit's session API on loopback: records calls, answers as told. */
function standIn() {
  const seen: Seen[] = [];
  let decision: Record<string, unknown> = { status: 'In Progress' };
  let failWith = 0;
  let card: Buffer = Buffer.alloc(0);
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      seen.push({
        method: req.method ?? '',
        path,
        apiKey: String(req.headers['x-api-key'] ?? ''),
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      });
      if (failWith) {
        res.writeHead(failWith).end('{}');
      } else if (path === '/files/front.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(card);
      } else if (req.method === 'POST' && path === '/v3/session/') {
        res.writeHead(201, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            session_id: 'sess-1',
            url: 'https://verify.example/session/sess-1',
            status: 'Not Started',
          }),
        );
      } else if (req.method === 'GET' && path === '/v3/session/sess-1/decision/') {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ session_id: 'sess-1', ...decision }));
      } else {
        res.writeHead(404).end('{}');
      }
    });
  });
  return {
    seen,
    decide: (d: Record<string, unknown>) => (decision = d),
    failWith: (status: number) => (failWith = status),
    setCard: (bytes: Buffer) => (card = bytes),
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Didit ID-verification adapter', () => {
  const didit = standIn();
  let base = '';
  beforeAll(async () => {
    base = await didit.start();
    didit.setCard(
      await sharp({ create: { width: 600, height: 380, channels: 3, background: '#3366aa' } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(() => didit.stop());

  const approved = () => ({
    status: 'Approved',
    id_verifications: [
      {
        status: 'Approved',
        document_type: 'Passport',
        document_number: 'P7654321B',
        first_name: 'Maria',
        last_name: 'Santos',
        date_of_birth: '1988-02-03',
        gender: 'F',
        nationality: 'PHL',
        front_image: `${base}/files/front.png`,
      },
    ],
  });

  it('starts a session with our transaction and return address, and reads the decision', async () => {
    const provider = createDiditProvider({ baseUrl: base, apiKey: 'key-1', workflowId: 'wf-1' });
    const started = await provider.start({
      transactionId: 'tx-1',
      idType: 'Passport',
      isFrame: false,
      completeUrl: 'https://pisoplay.ph/s-kyc?stage=ocr-result',
      interruptUrl: 'https://pisoplay.ph/s-kyc?stage=id-type',
    });
    expect(started).toEqual({
      redirectUrl: 'https://verify.example/session/sess-1',
      providerRef: 'sess-1',
    });
    expect(didit.seen.at(-1)).toMatchObject({
      method: 'POST',
      apiKey: 'key-1',
      body: {
        workflow_id: 'wf-1',
        vendor_data: 'tx-1',
        callback: 'https://pisoplay.ph/s-kyc?stage=ocr-result',
      },
    });

    const ref = { transactionId: 'tx-1', providerRef: 'sess-1', idType: 'Passport' };
    didit.decide({ status: 'In Progress' });
    expect(await provider.outcome(ref)).toBeNull();
    didit.decide({ status: 'Declined' });
    expect(await provider.outcome(ref)).toMatchObject({ status: 'failed' });
    didit.decide(approved());
    const outcome = await provider.outcome(ref);
    expect(outcome).toMatchObject({
      status: 'success',
      idNumber: 'P7654321B',
      document: {
        realName: { first: 'Maria', last: 'Santos' },
        birthday: '1988-02-03',
        gender: 'female',
      },
    });
    expect(outcome?.status === 'success' && outcome.photo?.contentType).toBe('image/png');
  });

  it('raises a provider error when Didit answers an HTTP error', async () => {
    const provider = createDiditProvider({ baseUrl: base, apiKey: 'key-1', workflowId: 'wf-1' });
    didit.failWith(503);
    try {
      await expect(
        provider.outcome({ transactionId: 't', providerRef: 'sess-1', idType: 'Passport' }),
      ).rejects.toBeInstanceOf(IdOcrProviderError);
    } finally {
      didit.failWith(0);
    }
  });

  it('takes a player through OCR when ID_OCR_PROVIDER=didit', async () => {
    const app = await testApp({
      ID_OCR_PROVIDER: 'didit',
      DIDIT_BASE_URL: base,
      DIDIT_API_KEY: 'key-2',
      DIDIT_WORKFLOW_ID: 'wf-2',
    });
    try {
      const player = await signIn(app);
      const setup = await signedCall(app, player, calls.ocrSetup, passportOcrSetup());
      expect(setup.body.status && setup.body.data.redirect_url).toBe(
        'https://verify.example/session/sess-1',
      );
      const transaction_id = setup.body.status ? setup.body.data.transaction_id : '';
      didit.decide({
        ...approved(),
        id_verifications: [
          { ...approved().id_verifications[0], document_number: `D${player.phone}` },
        ],
      });
      const checked = await signedCall(app, player, calls.ocrCheckResult, {
        transaction_id,
        biz_id: 'kyc',
        id_type: 'Passport',
      });
      expect(checked.body.status && checked.body.data).toMatchObject({
        ocr_status: 2,
        status: 'basic_kyc',
        first_name: 'Maria',
        attachments: { idPhoto: expect.stringMatching(/^[a-f0-9]{32}\.png$/) },
      });
    } finally {
      await app.close();
    }
  });
});
