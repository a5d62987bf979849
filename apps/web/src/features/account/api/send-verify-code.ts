import { useMutation } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';

export type SendVerifyCodeInput = { phone: string; country_code: string };

/** POST /member/sms with purpose 'verify': a code for the account's verification steps. */
export const sendVerifyCode = (input: SendVerifyCodeInput) =>
  apiCall(calls.sendSms, { ...input, purpose: 'verify' });

export const useSendVerifyCode = () => useMutation({ mutationFn: sendVerifyCode });
