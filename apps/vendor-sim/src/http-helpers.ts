import type { IncomingMessage, ServerResponse } from 'node:http';
import { VENDOR_WALLET_LIMITS } from '@platform/contracts/vendor-wallet';

/** A refusal: sent as the envelope `{ success: false, code, message, value }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly value: unknown = null,
  ) {
    super(code);
  }
}

/** The raw request body (signatures are over these exact bytes), refused beyond the protocol's limit. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > VENDOR_WALLET_LIMITS.maxBodyBytes) throw new HttpError(413, 'PAYLOAD_TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function parseJsonObject(raw: Buffer | string): Record<string, unknown> {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  if (text.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'INVALID_JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, 'INVALID_JSON');
  return value as Record<string, unknown>;
}

/** JSON calls from a page must say so: a cross-site form cannot send this content type without CORS. */
export function requireJson(req: IncomingMessage): void {
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
}

/** `sign`: headers computed over the exact bytes sent (the transfer API signs its answers). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  sign?: (text: string) => Record<string, string>,
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...sign?.(text),
  });
  res.end(text);
}

/** The protocol's answer shape, in both directions. */
export function envelope(
  value: unknown,
  code = 'OK',
): { success: boolean; code: string; message: string; value: unknown } {
  return { success: code === 'OK', code, message: code === 'OK' ? '' : code, value };
}

export function sendHtml(res: ServerResponse, status: number, html: string, csp: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // The page holds a live game session: nothing keeps it.
    'cache-control': 'no-store',
  });
  res.end(html);
}
