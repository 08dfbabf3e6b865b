/** A server time (ISO) as a datetime-local input holds it, in the staff member's time zone. */
export function localOf(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value as an ISO time; what is not a time is left for the schema to refuse. */
export function isoOf(local: string | boolean | undefined): string {
  const text = typeof local === 'string' ? local : '';
  const at = new Date(text);
  return text && !Number.isNaN(at.getTime()) ? at.toISOString() : text;
}

/** An optional field: empty is absent (null). */
export function orNull(value: string | boolean | undefined): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}

export const text = (value: string | boolean | undefined): string => (typeof value === 'string' ? value : '');

/** Now, to the minute, as a new item's start. */
export const nowLocal = () => localOf(new Date().toISOString());
