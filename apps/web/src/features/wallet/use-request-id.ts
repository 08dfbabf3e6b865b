import { useCallback, useRef } from 'react';

/**
 * The idempotency key of a money submission (DESIGN, money): one `crypto.randomUUID()` per
 * submission, reused while the same submission (same `what`) is retried after a lost answer or
 * a double click, so it can never take effect twice. `settled()` after success: the next identical
 * transfer is a new one.
 */
export function useRequestId() {
  const current = useRef<{ what: string; id: string } | null>(null);
  const idFor = useCallback((what: string) => {
    if (current.current?.what !== what) current.current = { what, id: crypto.randomUUID() };
    return current.current.id;
  }, []);
  const settled = useCallback(() => {
    current.current = null;
  }, []);
  return { idFor, settled };
}
