// Browser storage of spec §3. Reads and writes never throw: a full or blocked storage,
// or a value written by an older version, is logged and treated as absent (spec §8).

export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  completedForm: 'completedForm',
  cart: 'cart',
  loanFlow: 'loanFlow',
  contact: 'contact',
  shipping: 'shipping',
  delivery: 'delivery',
  paymentMethod: 'payment_method',
  lastOrderInfo: 'last_order_info',
  /** The last loan offer and its day (spec §3 'last loan offer and date'), for one member. */
  loanOffer: 'loanOffer',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Browser storage, or nothing while the page is rendered on the server. */
const browserStorage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function readJson<T>(key: StorageKey): T | null {
  const storage = browserStorage();
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch (error) {
    console.error(`No se pudo leer "${key}" del almacenamiento`, error);
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  try {
    browserStorage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`No se pudo guardar "${key}" en el almacenamiento`, error);
  }
}

export function writeText(key: StorageKey, value: string): void {
  try {
    browserStorage()?.setItem(key, value);
  } catch (error) {
    console.error(`No se pudo guardar "${key}" en el almacenamiento`, error);
  }
}

export function remove(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      browserStorage()?.removeItem(key);
    } catch (error) {
      console.error(`No se pudo borrar "${key}" del almacenamiento`, error);
    }
  }
}

/** Calls `onChange` when another tab changes one of `keys` (the `storage` event never fires in the writing tab). */
export function onOtherTabChange(keys: readonly StorageKey[], onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || (keys as readonly string[]).includes(event.key)) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
