import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { confirmCall } from '@/shared/api/client';

/** POST /member/auth/sms: checks a 'verify' code; truthy means it is right (spec 7.1). */
const checkSmsCode = (input: PayloadOf<typeof calls.authSms>) => confirmCall(calls.authSms, input);

export const useCheckSmsCode = () => useMutation({ mutationFn: checkSmsCode });
