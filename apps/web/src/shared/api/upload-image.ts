import { AppError, calls } from '@pisoplay/contract';
import { copyOf } from '@/shared/i18n/define-copy';
import { apiCall, type ApiCall } from './client';
import { API_COPY } from './copy';

/**
 * The failure's English text, for screens that tell it apart from the server's messages; the
 * error itself carries it in the player's language.
 */
export const UPLOAD_FAILED_MESSAGE = API_COPY.source.uploadFailed;

/** POST /member/oss/upload (multipart, field 'file'): the object key and a link to show it. */
export async function uploadFile(
  file: Blob,
  api: ApiCall = apiCall,
): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  const reply = await api(calls.ossUpload, form);
  if (!reply?.object_key) throw new AppError('ERR_FILE_UPLOAD', copyOf(API_COPY).uploadFailed);
  return { key: reply.object_key, url: reply.url };
}

/** The upload's object key alone. */
export const uploadImage = async (file: Blob, api: ApiCall = apiCall): Promise<string> =>
  (await uploadFile(file, api)).key;
