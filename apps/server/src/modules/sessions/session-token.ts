import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: the bearer token handed to the client once and never stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps: a leaked table cannot be replayed as tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i);
  return match?.[1];
}
