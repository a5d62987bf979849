import { describe, expect, it } from 'vitest';
import { calls, operatorCalls, plannedCalls } from '@pisoplay/contract';
import { testApp } from '../../test/harness.ts';

const routes = (list: object) =>
  Object.values(list as Record<string, { method: 'GET' | 'POST'; path: string }>);

describe('the contract', () => {
  it('lists in `calls` only what the server serves, and in `plannedCalls` only what it does not', async () => {
    const app = await testApp();
    const served = (call: { method: 'GET' | 'POST'; path: string }) =>
      app.hasRoute({ method: call.method, url: call.path });
    expect(routes({ ...calls, ...operatorCalls }).filter((call) => !served(call))).toEqual([]);
    expect(routes(plannedCalls).filter(served)).toEqual([]);
    await app.close();
  });
});
