import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParsedPayloadOf, PayloadOf } from '@pisoplay/contract';
import type { AnyCall } from '@/shared/api/client';

/**
 * A form checked with the call's own payload schema (the contract's rules and messages): loaded
 * on the first check (`call.payload.load()`), so zod comes with the first form, not the first
 * page. The form's output is the call's payload. `messages` words a field's failure where the
 * schema's own message is meant for a programmer (a choice not made yet: 'Choose what happened');
 * `prepare` turns what was typed into the payload first (an empty optional field left out);
 * `require` adds the server's rules the schema does not hold (a rejection needs its message),
 * as field messages.
 */
export type CallResolverOptions<C extends AnyCall> = {
  messages?: Partial<Record<string, string>>;
  prepare?: (values: PayloadOf<C> & FieldValues) => PayloadOf<C> & FieldValues;
  require?: (values: PayloadOf<C> & FieldValues) => Partial<Record<string, string>>;
};

export function callResolver<C extends AnyCall>(
  call: C,
  { messages = {}, prepare, require }: CallResolverOptions<C> = {},
): Resolver<PayloadOf<C> & FieldValues, unknown, ParsedPayloadOf<C> & FieldValues> {
  return async (typed, context, options) => {
    const values = prepare ? prepare(typed) : typed;
    const schema = await call.payload.load();
    const resolve = zodResolver(schema as never) as unknown as Resolver<
      PayloadOf<C> & FieldValues,
      unknown,
      ParsedPayloadOf<C> & FieldValues
    >;
    const result = await resolve(values, context, options);
    const errors = { ...result.errors } as Record<string, FieldError | undefined>;
    for (const [field, message] of Object.entries(messages)) {
      const error = errors[field];
      if (error && message) error.message = message;
    }
    for (const [field, message] of Object.entries(require?.(values) ?? {})) {
      if (message && !errors[field]) errors[field] = { type: 'required', message };
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors } as typeof result;
  };
}
