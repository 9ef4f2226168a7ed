import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Toaster } from './Toaster';
import { useToasts } from './useToasts';

type ToastApi = Pick<ReturnType<typeof useToasts>, 'show' | 'dismiss'>;

const ToastContext = createContext<ToastApi | null>(null);

/** Puts one Toaster on the page and lets anything below it call `useToast().show(...)`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { toasts, show, dismiss } = useToasts();
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it.');
  return api;
}
