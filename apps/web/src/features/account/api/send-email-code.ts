import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';

/** POST /member/email/code: a 'verify' code to the player's new email address. */
const sendEmailCode = (input: PayloadOf<typeof calls.sendEmailCode>) =>
  apiCall(calls.sendEmailCode, input);

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
