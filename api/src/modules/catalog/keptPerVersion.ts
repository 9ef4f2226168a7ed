/**
 * Answers remembered per process, each with the catalogue version it was read at: the value for a
 * key at a version is kept from an earlier request, or computed once however many requests ask
 * together. A computation that fails is not kept; past `max` keys the least recently used go first.
 */
export function keptPerVersion<T = unknown>(max: number) {
  const kept = new Map<string, { version: number; value: Promise<T> }>();
  return function keptAt<U extends T>(key: string, version: number, compute: () => Promise<U>): Promise<U> {
    const found = kept.get(key);
    if (found?.version === version) {
      kept.delete(key);
      kept.set(key, found);
      return found.value as Promise<U>;
    }
    const value = compute();
    kept.delete(key);
    kept.set(key, { version, value });
    if (kept.size > max) kept.delete(kept.keys().next().value!);
    value.catch(() => kept.get(key)?.value === value && kept.delete(key));
    return value;
  };
}
