/**
 * Whether an error means the database cannot be reached right now (refused, reset, shut down,
 * restarting, timed out connecting), as opposed to a query's own failure. Such a failure is the
 * platform's state, not the request's: it is answered 503 DATABASE_UNAVAILABLE and retried later.
 */

/** Socket errors on the way to PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's own: shutting down (admin, crash), cannot connect now (starting up, recovering). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
/** What node-postgres and its pool say when the socket went away under them. */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection is closed',
];

type ErrorLike = { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };

export function isConnectionLoss(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors, cause } = error as ErrorLike;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && CLIENT_MESSAGES.some((m) => message.includes(m))) return true;
  // Node's connect tries every address of a host name (IPv4 and IPv6) and reports them together.
  if (Array.isArray(errors) && errors.some((e) => isConnectionLoss(e, depth + 1))) return true;
  return isConnectionLoss(cause, depth + 1);
}

/** Why the database cannot be reached, in words fit for /healthz: no host, address or query. */
export function lossReason(error: unknown): string {
  const { code, message } = (error ?? {}) as ErrorLike;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ECONNABORTED':
      return 'connection reset';
    case 'ETIMEDOUT':
      return 'connection timed out';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host name not resolved';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    case '57P01':
      return 'database shut down';
    case '57P02':
      return 'database crashed';
    case '57P03':
      return 'database starting up';
  }
  if (typeof code === 'string' && code.startsWith('08')) return `connection exception (${code})`;
  if (typeof message === 'string' && message.includes('timeout exceeded')) return 'connect timed out';
  const nested = (error as ErrorLike | undefined)?.errors;
  if (Array.isArray(nested) && nested.length > 0) return lossReason(nested[0]);
  return 'connection lost';
}
