import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calls,
  type KycBase,
  type KycStatus,
  type KycSubmit,
  type PayloadOf,
} from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { uploadFile } from '@/shared/api/upload-image';
import { kycQueryOptions } from '@/shared/kyc/kyc-query';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';

/** The player's KYC record; `pollMs` re-reads it on an interval (the OCR result). */
export function useKycRecord(pollMs?: number) {
  const token = useToken();
  const api = useApiCall();
  return useQuery({ ...kycQueryOptions(token, api), refetchInterval: pollMs ?? false });
}

/** The branches for the nearest-branch choice, Pasay first (spec 3, Shop). */
export function useShops() {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: queryKeys.kycShops(token),
    queryFn: () => api(calls.kycShops, {}),
    enabled: token !== null,
    staleTime: Infinity,
  });
}

export function useOcrSetup() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof calls.ocrSetup>) => api(calls.ocrSetup, payload),
  });
}

export function useOcrCheckResult() {
  const api = useApiCall();
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof calls.ocrCheckResult>) =>
      api(calls.ocrCheckResult, payload),
    onSuccess: (record) => queryClient.setQueryData(queryKeys.kyc(token), record),
  });
}

export function useUploadPhoto() {
  const api = useApiCall();
  return useMutation({ mutationFn: (file: Blob) => uploadFile(file, api) });
}

/** KYC and the profile's kyc_status change together. */
function useInvalidateKyc() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.kycAll() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.profiles() }),
    ]);
}

/** Spec 4.2: 'unset' submits a new KYC, any other status updates the existing one. */
export function useSubmitKyc() {
  const api = useApiCall();
  const invalidate = useInvalidateKyc();
  return useMutation({
    mutationFn: ({ status, form }: { status: KycStatus; form: KycSubmit }) =>
      api(status === 'unset' ? calls.kycInsert : calls.kycUpdate, form),
    onSuccess: invalidate,
  });
}

export function useSubmitKycBase() {
  const api = useApiCall();
  const invalidate = useInvalidateKyc();
  return useMutation({
    mutationFn: (form: KycBase) => api(calls.kycBase, form),
    onSuccess: invalidate,
  });
}
