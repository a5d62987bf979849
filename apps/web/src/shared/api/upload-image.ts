import { AppError, calls } from '@pisoplay/contract';
import { apiCall, type ApiCall } from './client';

export const UPLOAD_FAILED_MESSAGE = 'Upload failed';

/** POST /member/oss/upload (multipart, field 'file'): the object key and a link to show it. */
export async function uploadFile(
  file: Blob,
  api: ApiCall = apiCall,
): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  const reply = await api(calls.ossUpload, form);
  if (!reply?.object_key) throw new AppError('ERR_FILE_UPLOAD', UPLOAD_FAILED_MESSAGE);
  return { key: reply.object_key, url: reply.url };
}

/** The upload's object key alone. */
export const uploadImage = async (file: Blob, api: ApiCall = apiCall): Promise<string> =>
  (await uploadFile(file, api)).key;
