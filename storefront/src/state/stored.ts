import { useSyncExternalStore } from 'react';
import { onOtherTabChange, readJson, remove, writeJson, type StorageKey } from './storage';

/**
 * One value kept under a storage key of spec §3, readable as a React hook and in step across
 * tabs. `accept` checks what was read: a value of another shape (an older version, a hand edit)
 * is treated as absent rather than trusted.
 */
export function storedValue<T>(key: StorageKey, accept: (value: unknown) => value is T) {
  // Read when first asked for, not while the page's scripts load.
  let current: T | null | undefined;
  const listeners = new Set<() => void>();

  function load(): T | null {
    const value = readJson<unknown>(key);
    return value !== null && accept(value) ? value : null;
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const stop = onOtherTabChange([key], () => {
      current = load();
      listener();
    });
    return () => {
      listeners.delete(listener);
      stop();
    };
  }

  const get = (): T | null => (current === undefined ? (current = load()) : current);
  return {
    get,
    set(value: T) {
      current = value;
      writeJson(key, value);
      notify();
    },
    clear() {
      current = null;
      remove(key);
      notify();
    },
    // The server renders the page as for a first visit; the stored value fills in after hydration.
    use: (): T | null => useSyncExternalStore(subscribe, get, () => null),
  };
}

/** A plain object (not null, not an array): the first check of every stored shape. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
