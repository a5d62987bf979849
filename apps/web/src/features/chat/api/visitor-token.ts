import { localStore } from '@/shared/storage/storage';

const KEY = 'chat-visitor';

/**
 * The random token that ties a visitor's chat to this browser (the server keeps only its hash).
 * Made once and kept in local storage.
 */
export function visitorToken(): string {
  const existing = localStore.get<string>(KEY);
  if (existing) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  localStore.set(KEY, token);
  return token;
}
