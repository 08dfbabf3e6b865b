import { useMemo, useRef } from 'react';

/** crypto.randomUUID needs a secure context; plain-http deployments still get a random v4 uuid. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency key of a money submission (DESIGN, money). Sending the same values again (a
 * retry after a lost answer, a second click) reuses the key, so the server applies the submission
 * once; other values, or a new submission after a success, get a fresh key.
 */
export function useRequestId() {
  const last = useRef<{ payload: string; id: string } | null>(null);
  return useMemo(
    () => ({
      /** The key for these values: only what identifies the submission, never a password. */
      forPayload(payload: unknown): string {
        const key = JSON.stringify(payload);
        if (last.current?.payload !== key) last.current = { payload: key, id: newUuid() };
        return last.current.id;
      },
      /** The submission went through: the next one is a new request even with the same values. */
      finish() {
        last.current = null;
      },
    }),
    [],
  );
}
