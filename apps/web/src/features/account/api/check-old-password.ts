import { useMutation } from '@tanstack/react-query';
import { calls } from '@pisoplay/contract';
import { confirmCall } from '@/shared/api/client';

/** POST /member/auth/password: is this the player's password? */
export const checkOldPassword = (password: string) => confirmCall(calls.authPassword, { password });

export const useCheckOldPassword = () => useMutation({ mutationFn: checkOldPassword });
