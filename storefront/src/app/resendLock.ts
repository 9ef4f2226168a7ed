import { useEffect, useState } from 'react';
import { RESEND_LOCK_SECONDS } from '@tienda/domain';

/**
 * The 60 s lock on asking for another code (spec §4): it starts when a code is sent (sign-up or
 * resend) and is kept for the tab's life, so leaving the page and coming back does not reset it.
 */
let lockedUntil = 0;

export function startResendLock(now = Date.now()) {
  lockedUntil = now + RESEND_LOCK_SECONDS * 1000;
}

/** Seconds left before another code may be asked for, counting down once a second. */
export function useResendCountdown(): number {
  const left = () => Math.max(0, Math.ceil((lockedUntil - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
  }, [lockedUntil]); // eslint-disable-line react-hooks/exhaustive-deps
  return seconds;
}
