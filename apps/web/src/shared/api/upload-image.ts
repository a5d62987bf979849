import { AppError, calls } from '@pisoplay/contract';
import { apiCall, type ApiCall } from './client';

export const UPLOAD_FAILED_MESSAGE = 'Upload failed';

/** POST /member/oss/upload (multipart, field 'file'): returns the object key. */
export async function uploadImage(file: Blob, api: ApiCall = apiCall): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const reply = await api(calls.ossUpload, form);
  if (!reply?.object_key) throw new AppError('ERR_FILE_UPLOAD', UPLOAD_FAILED_MESSAGE);
  return reply.object_key;
}
