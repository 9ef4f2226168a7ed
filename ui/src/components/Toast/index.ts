export { Toaster, type ToasterProps } from './Toaster';
export { Toast, type ToastProps } from './Toast';
export { useToasts } from './useToasts';
export { ToastProvider, useToast } from './ToastProvider';
export type { ToastMessage, ToastTone } from './types';
