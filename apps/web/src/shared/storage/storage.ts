import { decodeCborBase64, encodeCborBase64 } from '@pisoplay/contract';

/** Every key the app writes starts with the namespace and the storage version. */
export const STORAGE_NAMESPACE = 'pp';
export const STORAGE_VERSION = 'v1';
export const STORAGE_PREFIX = `${STORAGE_NAMESPACE}:${STORAGE_VERSION}:`;

/** A typed key-value area over Web Storage; values are CBOR, kept as base64 text. */
export type KeyValueStore = {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** The app's keys in this area, without the prefix. */
  keys(): string[];
  /** Removes every key of this app's current version. */
  clear(): void;
};

/** Web Storage may be missing or throw (private mode, blocked cookies); treat that as empty. */
function safeArea(getArea: () => Storage | undefined): Storage | undefined {
  try {
    return getArea();
  } catch {
    return undefined;
  }
}

function allKeys(area: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < area.length; i += 1) {
    const key = area.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

export function createStorage(
  getArea: () => Storage | undefined,
  prefix: string = STORAGE_PREFIX,
): KeyValueStore {
  return {
    get<T>(key: string): T | undefined {
      const area = safeArea(getArea);
      const raw = area?.getItem(prefix + key);
      if (raw == null) return undefined;
      try {
        return decodeCborBase64<T>(raw);
      } catch {
        // A value we cannot read is worth nothing: drop it.
        area?.removeItem(prefix + key);
        return undefined;
      }
    },
    set(key, value) {
      try {
        safeArea(getArea)?.setItem(prefix + key, encodeCborBase64(value));
      } catch {
        // Quota exceeded or storage blocked: the app keeps working without persistence.
      }
    },
    remove(key) {
      safeArea(getArea)?.removeItem(prefix + key);
    },
    keys() {
      const area = safeArea(getArea);
      if (!area) return [];
      return allKeys(area)
        .filter((key) => key.startsWith(prefix))
        .map((key) => key.slice(prefix.length));
    },
    clear() {
      const area = safeArea(getArea);
      if (!area) return;
      for (const key of allKeys(area)) if (key.startsWith(prefix)) area.removeItem(key);
    },
  };
}

/**
 * Removes keys written by another storage version of this app (`pp:v0:...`, `pp:v2:...`).
 * Keys of other apps on the same origin are left alone.
 */
export function removeStaleKeys(
  getArea: () => Storage | undefined,
  prefix: string = STORAGE_PREFIX,
): string[] {
  const area = safeArea(getArea);
  if (!area) return [];
  const stale = allKeys(area).filter(
    (key) => key.startsWith(`${STORAGE_NAMESPACE}:`) && !key.startsWith(prefix),
  );
  for (const key of stale) area.removeItem(key);
  return stale;
}

/** Long-lived values: terms-gate flags, pending actions, cached profile. */
export const localStore = createStorage(() => window.localStorage);
/** Per-tab values (spec 9): the token, the OTP object, legal texts. */
export const sessionStore = createStorage(() => window.sessionStorage);

/** Run once at start. */
export function removeStaleStorage(): void {
  removeStaleKeys(() => window.localStorage);
  removeStaleKeys(() => window.sessionStorage);
}
