/** A stored object: its bytes and the content type it is served with. */
export type StoredObject = { body: Buffer; contentType: string };

/**
 * Where uploads live. Keys are chosen by the caller (safe characters only: letters, digits,
 * '-', '_', '.', '/'); objects are immutable once written.
 */
export type ObjectStorage = {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
};

export const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_./-]{0,199}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe object key: ${key}`);
}
