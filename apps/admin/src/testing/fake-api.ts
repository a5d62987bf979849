import { calls, operatorCalls, type PayloadOf, type ReplyOf } from '@pisoplay/contract';
import type { ApiCall } from '@/shared/api/client';

const all = { ...calls, ...operatorCalls };
type Calls = typeof all;

/** A fake answer per call name; a handler may throw (an AppError) as the server would. */
export type FakeCalls = {
  [K in keyof Calls]: (payload: PayloadOf<Calls[K]>) => Promise<ReplyOf<Calls[K]>>;
};

/** An API client for tests (through ApiClientContext) that answers from `handlers`. */
export function fakeApiCall(handlers: Partial<FakeCalls>): ApiCall {
  const fake = async (call: unknown, payload: unknown) => {
    const name = (Object.keys(all) as (keyof Calls)[]).find((key) => all[key] === call);
    const handler = name ? handlers[name] : undefined;
    if (!handler) throw new Error(`No fake answer for ${(call as { path: string }).path}`);
    return (handler as (payload: unknown) => Promise<unknown>)(payload ?? {});
  };
  return fake as ApiCall;
}
