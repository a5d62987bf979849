import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';

/** POST /member/sms with purpose 'verify': a code for the account's verification steps. */
const sendVerifyCode = (input: Omit<PayloadOf<typeof calls.sendSms>, 'purpose'>) =>
  apiCall(calls.sendSms, { ...input, purpose: 'verify' });

export const useSendVerifyCode = () => useMutation({ mutationFn: sendVerifyCode });
