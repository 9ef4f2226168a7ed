import { useCallback, useRef, useState } from 'react';
import type { ToastMessage, ToastTone } from './types';

/** The list of toasts on screen and the two ways it changes; no timers here (each Toast keeps its own). */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(0);

  const show = useCallback((message: string, tone: ToastTone = 'info') => {
    const id = `toast-${++nextId.current}`;
    setToasts((current) => [...current, { id, message, tone }]);
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  return { toasts, show, dismiss };
}
