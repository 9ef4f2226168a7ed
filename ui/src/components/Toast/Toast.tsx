import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CircleCheck, CircleX, Info, X } from 'lucide-react';
import { IconButton } from '../IconButton';
import { icon, message as messageStyle, toast } from './Toast.css';
import type { ToastMessage, ToastTone } from './types';

const toneIcons: Record<ToastTone, typeof Info> = { success: CircleCheck, critical: CircleX, info: Info };

export type ToastProps = ToastMessage & {
  onDismiss: (id: string) => void;
  /** Time on screen; it stops running while the toast is hovered or focused (WCAG 2.2.1). */
  duration: number;
};

/**
 * One notification. Errors interrupt (role="alert"), the rest wait their turn (role="status");
 * only the message is a live region, so the close button is not read out with it.
 */
export function Toast({ id, message, tone, onDismiss, duration }: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const expire = useEffectEvent(() => onDismiss(id));

  useEffect(() => {
    if (hovered || focused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(expire, remaining.current);
    // Pausing keeps what was left, so a pause never shortens or restarts the count.
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [hovered, focused, duration]);

  const ToneIcon = toneIcons[tone];
  return (
    <div
      className={toast({ tone })}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss(id);
      }}
    >
      <span className={icon({ tone })}>
        <ToneIcon size={20} aria-hidden="true" />
      </span>
      <p role={tone === 'critical' ? 'alert' : 'status'} className={messageStyle}>
        {message}
      </p>
      <IconButton label="Cerrar notificación" icon={<X size={18} />} onClick={() => onDismiss(id)} />
    </div>
  );
}
