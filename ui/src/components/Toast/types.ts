import type { Tone } from '../../theme/tones';

/** What a toast says: a success, a failure (`critical`, read out at once) or news. */
export type ToastTone = Extract<Tone, 'success' | 'critical' | 'info'>;

export type ToastMessage = { id: string; message: string; tone: ToastTone };
