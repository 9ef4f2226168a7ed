import { TOAST_DURATION_MS } from '@tienda/domain';
import { Toast } from './Toast';
import { Stack } from '../Stack';
import { viewport } from './Toast.css';
import type { ToastMessage } from './types';

export type ToasterProps = {
  toasts: ToastMessage[];
  onDismiss: (id: string) => void;
  /** How long each toast stays, in ms (spec §9: 2 s); `Infinity` keeps them until dismissed. */
  duration?: number;
};

/** The stack of notifications in the bottom-left corner, oldest on top. */
export function Toaster({ toasts, onDismiss, duration = TOAST_DURATION_MS }: ToasterProps) {
  return (
    <Stack space="xsmall" className={viewport}>
      {toasts.map((toast) => (
        <Toast key={toast.id} {...toast} onDismiss={onDismiss} duration={duration} />
      ))}
    </Stack>
  );
}
