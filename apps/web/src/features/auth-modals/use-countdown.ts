import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second. Counting from a deadline rather than
 * decrementing keeps it right when the tab sleeps and timers are delayed.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)), start };
}

/** Spec 4.6 / 9: sms requests and captcha refreshes at most once per second (1000 ms). */
export const THROTTLE_MS = 1000;

/** Answers true at most once per THROTTLE_MS; extra clicks within the window are dropped. */
export function useThrottle(): () => boolean {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(() => {
    const current = Date.now();
    if (current - last.current < THROTTLE_MS) return false;
    last.current = current;
    return true;
  }, []);
}
