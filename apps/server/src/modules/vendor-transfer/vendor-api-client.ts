import type { IncomingHttpHeaders } from 'node:http';
import {
  VENDOR_API_PATHS,
  type VendorPlayerBalanceBody,
  type VendorTransferBody,
  type VendorTransferStatusBody,
  vendorAnswerSchema,
  vendorPlayerBalanceValueSchema,
  vendorTransferStatusValueSchema,
  vendorTransferValueSchema,
} from '@platform/contracts/vendor-wallet';
import type { z } from 'zod';
import { isVendorSignatureValid, signedVendorHeaders } from '../vendor-wallet/vendor-signature';

/** Where and how to reach one TRANSFER-mode vendor (its row in game_vendor_integration). */
export type VendorEndpoint = { vendor: string; secret: string; apiUrl: string };

/**
 * What a call to a vendor came to. Only an answer that is signed by the vendor, well-formed and
 * successful counts; anything else (timeout, network error, 5xx, a refusal envelope, a bad or
 * missing signature, a body we cannot read) leaves the outcome unknown: the vendor may or may not
 * have acted on the call, and only a later transfer-status can tell.
 */
export type VendorCall<T> = { answered: true; value: T } | { answered: false; reason: string };

async function callVendor<S extends z.ZodType>(
  endpoint: VendorEndpoint,
  path: string,
  body: object,
  valueSchema: S,
  timeoutMs: number,
): Promise<VendorCall<z.infer<S>>> {
  const url = new URL(endpoint.apiUrl.replace(/\/+$/, '') + path);
  const rawBody = JSON.stringify(body);
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signedVendorHeaders(endpoint.vendor, endpoint.secret, url.pathname, rawBody),
      },
      body: rawBody,
      // The same signal bounds the answer's body too: a vendor that sends headers then stalls is a timeout.
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await res.text();
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { answered: false, reason: name === 'TimeoutError' ? 'TIMEOUT' : 'UNREACHABLE' };
  }
  if (res.status < 200 || res.status > 299) return { answered: false, reason: `HTTP_${res.status}` };
  // The answer is signed like a request, over the path we called: a forged or replayed answer from
  // another call does not pass, and an unsigned one is not the vendor's word.
  const headers: IncomingHttpHeaders = Object.fromEntries(res.headers.entries());
  if (!isVendorSignatureValid(endpoint.vendor, endpoint.secret, headers, url.pathname, Buffer.from(text, 'utf8'))) {
    return { answered: false, reason: 'BAD_SIGNATURE' };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { answered: false, reason: 'BAD_BODY' };
  }
  const parsed = vendorAnswerSchema(valueSchema).safeParse(json);
  if (!parsed.success) return { answered: false, reason: 'BAD_BODY' };
  if (!parsed.data.success || parsed.data.value === null) {
    return { answered: false, reason: `REFUSED_${parsed.data.code}`.slice(0, 80) };
  }
  return { answered: true, value: parsed.data.value };
}

export function callTransfer(endpoint: VendorEndpoint, body: VendorTransferBody, timeoutMs: number) {
  return callVendor(endpoint, VENDOR_API_PATHS.transfer, body, vendorTransferValueSchema, timeoutMs);
}

export function callTransferStatus(endpoint: VendorEndpoint, body: VendorTransferStatusBody, timeoutMs: number) {
  return callVendor(endpoint, VENDOR_API_PATHS.transferStatus, body, vendorTransferStatusValueSchema, timeoutMs);
}

export function callPlayerBalance(endpoint: VendorEndpoint, body: VendorPlayerBalanceBody, timeoutMs: number) {
  return callVendor(endpoint, VENDOR_API_PATHS.balance, body, vendorPlayerBalanceValueSchema, timeoutMs);
}
