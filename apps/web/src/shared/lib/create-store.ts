type Listener = () => void;

/**
 * A tiny external store for `useSyncExternalStore`: one value, a setter that tells the
 * subscribers, and the subscription. Stores of the app build on it and add their own rules.
 */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: (): T => value,
    set(next: T): void {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
