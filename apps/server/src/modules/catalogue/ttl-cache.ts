/**
 * A small time-limited cache of promises. Concurrent misses for one key share a single build,
 * and a build that fails is dropped so the next call tries again. Bounded: past `max` entries
 * the oldest goes first.
 */
export function ttlCache<V>(options: { ttlMs: number; max: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key: string, build: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) return hit.value;
      entries.delete(key);
      if (entries.size >= options.max) entries.delete(entries.keys().next().value as string);
      const value = build();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
