import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { useAuthApiOverride } from './auth-api';

export type SendSmsInput = PayloadOf<typeof calls.sendSms>;

/** POST /member/sms: sends a one-time code for login or a password reset. */
export const sendSms = (input: SendSmsInput) => apiCall(calls.sendSms, input);

export function useSendSms() {
  const api = useAuthApiOverride();
  return useMutation({ mutationFn: api?.sendSms ?? sendSms });
}
