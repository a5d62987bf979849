import { useMutation } from '@tanstack/react-query';
import { AppError, calls, type PayloadOf } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';

export type CheckSmsCodeInput = PayloadOf<typeof calls.authSms>;

/** POST /member/auth/sms: checks a 'verify' code; truthy means it is right (spec 7.1). */
export async function checkSmsCode(input: CheckSmsCodeInput): Promise<true> {
  const ok = await apiCall(calls.authSms, input);
  if (!ok) throw new AppError('ERR_BUSINESS');
  return true;
}

export const useCheckSmsCode = () => useMutation({ mutationFn: checkSmsCode });
