export type ToastTone = 'success' | 'error' | 'info';

export type ToastMessage = { id: string; message: string; tone: ToastTone };
