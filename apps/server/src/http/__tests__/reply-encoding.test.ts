import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, payloadsOf } from '@pisoplay/contract';
import { decodeReply } from '../../test/harness.ts';
import { route } from '../route.ts';

const call = defineCall<{ n: number[] }>()({
  method: 'GET',
  path: '/member/test/reply',
  auth: false,
  payload: payloadsOf(async () => ({ reply: z.object({}) }))('reply'),
});

async function appAnswering(reply: () => { n: number[] }) {
  const app = Fastify();
  route(app, call, async () => reply());
  await app.ready();
  return app;
}

describe('reply encoding', () => {
  it('re-encodes a reply object that a handler changed since the last call', async () => {
    const shared = { n: [1] };
    const app = await appAnswering(() => shared);
    const get = () => app.inject({ method: 'GET', url: call.path });
    expect(decodeReply(await get()).data).toEqual({ n: [1] });
    shared.n.push(2);
    expect(decodeReply(await get()).data).toEqual({ n: [1, 2] });
    await app.close();
  });

  it('encodes a frozen cached reply once and answers it the same on every call', async () => {
    let reads = 0;
    const cached = Object.freeze({
      get n() {
        reads += 1;
        return [1, 2, 3];
      },
    });
    const app = await appAnswering(() => cached);
    const first = await app.inject({ method: 'GET', url: call.path });
    const again = await app.inject({ method: 'GET', url: call.path });
    expect(decodeReply(first)).toEqual({ status: true, data: { n: [1, 2, 3] } });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(reads).toBe(1);
    await app.close();
  });
});
