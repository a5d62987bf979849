import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError, calls } from '@pisoplay/contract';
import { confirmCall } from '@/shared/api/client';
import { uploadImage } from '@/shared/api/upload-image';
import { copyOf } from '@/shared/i18n/define-copy';
import { queryKeys } from '@/shared/queries/query-keys';
import { ACCOUNT_COPY } from '../copy';

/** Fetches a shipped picture and makes it a File for the upload. */
export async function imageUrlToFile(url: string, fetcher: typeof fetch = fetch): Promise<File> {
  try {
    const response = await fetcher(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = await response.arrayBuffer();
    const type = response.headers.get('content-type')?.split(';')[0] || 'image/png';
    const name = url.split('/').pop() || 'avatar.png';
    return new File([bytes], name, { type });
  } catch (error) {
    throw new AppError('ERR_FILE_UPLOAD', copyOf(ACCOUNT_COPY).convertFailed, error);
  }
}

/**
 * The avatar change of spec 2.8: picture → File → upload → detail/update {avatar}; the profile
 * (bottom-nav icon, My page) is refetched.
 */
export async function changeAvatar(url: string): Promise<void> {
  const file = await imageUrlToFile(url);
  let key: string;
  try {
    key = await uploadImage(file);
    await confirmCall(calls.detailUpdate, { avatar: key });
  } catch (error) {
    throw new AppError('ERR_FILE_UPLOAD', copyOf(ACCOUNT_COPY).uploadFailed, error);
  }
}

export function useChangeAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles() }),
  });
}
