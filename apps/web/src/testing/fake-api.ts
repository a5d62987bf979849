import { calls, type PayloadOf, type ReplyOf } from '@pisoplay/contract';
import type { ApiCall } from '@/shared/api/client';

type Calls = typeof calls;

/** A fake answer per call name; null or undefined stand for a reply without data. */
export type FakeCalls = {
  [K in keyof Calls]: (
    payload: PayloadOf<Calls[K]>,
  ) => Promise<ReplyOf<Calls[K]> | null | undefined>;
};

/** An API client for tests (through ApiClientContext) that answers from `handlers`. */
export function fakeApiCall(handlers: Partial<FakeCalls>): ApiCall {
  const fake = async (call: unknown, payload: unknown) => {
    const name = (Object.keys(calls) as (keyof Calls)[]).find((key) => calls[key] === call);
    const handler = name ? handlers[name] : undefined;
    if (!handler) throw new Error(`No fake answer for ${(call as { path: string }).path}`);
    return (handler as (payload: unknown) => Promise<unknown>)(payload);
  };
  return fake as ApiCall;
}
