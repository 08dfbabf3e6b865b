import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  VENDOR_API_PATHS,
  vendorPlayerBalanceBodySchema,
  vendorTransferBodySchema,
  vendorTransferStatusBodySchema,
} from '@platform/contracts/vendor-wallet';
import type { CallLog } from './call-log';
import { envelope, HttpError, parseJsonObject, readBody, sendJson } from './http-helpers';
import { checkSignature, signedHeaders, vendorCodeOf } from './signing';
import { type Switches, takeTransferFault } from './switches';
import type { TransferWallets } from './transfer-wallets';

/** Where the simulator serves the vendor API: a vendor's api_url is `${simulator}/api`. */
export const API_BASE_PATH = '/api';

export type TransferApiDeps = {
  secret: string;
  wallets: TransferWallets;
  switches: () => Switches;
  calls: CallLog;
  /** Calls kept unanswered by the HANG switches; answered (by closing them) on reset or close. */
  hanging: Set<ServerResponse>;
  log: (line: string) => void;
};

type Answer = { status: number; body: ReturnType<typeof envelope> | null; fault: string | null };

/**
 * TRANSFER mode, the vendor's side (our server calls these): move money into or out of a player's
 * sub-wallet here, ask a transfer's outcome, read a balance. Every call must carry the platform's
 * signature; the transfer switches make the vendor hang, fail or lose its answer.
 */
export async function handleTransferApi(
  deps: TransferApiDeps,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  const started = performance.now();
  const raw = await readBody(req);
  const check = checkSignature(deps.secret, req.headers, pathname, raw);
  const vendor = vendorCodeOf(req.headers) ?? '';
  let body: Record<string, unknown> = {};
  let answer: Answer;
  try {
    if (check !== 'OK') throw new HttpError(401, 'SIGNATURE_INVALID', { reason: check });
    body = parseJsonObject(raw);
    answer = route(deps, vendor, pathname.slice(API_BASE_PATH.length), body);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    answer = { status: error.status, body: envelope(error.value, error.code), fault: null };
  }
  deps.calls.add({
    direction: 'IN',
    vendor,
    path: pathname,
    attempt: 'FIRST',
    roundId: null,
    body,
    httpStatus: answer.body ? answer.status : null,
    answer: answer.body,
    error: answer.fault,
    ms: Math.round(performance.now() - started),
  });
  if (answer.body === null) {
    deps.log(`${pathname} ${vendor}: held without an answer (${answer.fault})`);
    deps.hanging.add(res);
    res.on('close', () => deps.hanging.delete(res));
    return;
  }
  // Signed like a request, over the path asked: the platform takes no unsigned answer for the vendor's word.
  sendJson(res, answer.status, answer.body, (text) =>
    vendor ? signedHeaders(deps.secret, vendor, pathname, text) : {},
  );
}

function validated<T>(
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
  body: unknown,
): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, 'VALIDATION_FAILED');
  return parsed.data;
}

function route(deps: TransferApiDeps, vendor: string, path: string, body: Record<string, unknown>): Answer {
  if (path === VENDOR_API_PATHS.transfer) return transfer(deps, vendor, body);
  if (path === VENDOR_API_PATHS.transferStatus) {
    const { transferId } = validated(vendorTransferStatusBodySchema, body);
    return { status: 200, body: envelope({ status: deps.wallets.statusOf(vendor, transferId) }), fault: null };
  }
  if (path === VENDOR_API_PATHS.balance) {
    const { playerId, currency } = validated(vendorPlayerBalanceBodySchema, body);
    const balance = deps.wallets.balanceOf(vendor, playerId, currency);
    if (balance === null) throw new HttpError(400, 'CURRENCY_MISMATCH');
    return { status: 200, body: envelope({ balance }), fault: null };
  }
  throw new HttpError(404, 'NOT_FOUND');
}

function transfer(deps: TransferApiDeps, vendor: string, body: Record<string, unknown>): Answer {
  const request = validated(vendorTransferBodySchema, body);
  const fault = takeTransferFault(deps.switches());
  if (fault === 'HANG') return { status: 0, body: null, fault };
  if (fault === 'ERROR') return { status: 500, body: envelope(null, 'INTERNAL_ERROR'), fault };
  const result = deps.wallets.transfer(vendor, request, fault === 'FAIL');
  if (result.kind === 'CONFLICT') throw new HttpError(409, 'IDEMPOTENCY_CONFLICT');
  if (result.kind === 'CURRENCY_MISMATCH') throw new HttpError(400, 'CURRENCY_MISMATCH');
  if (result.kind === 'INVALID_AMOUNT') throw new HttpError(400, 'VALIDATION_FAILED');
  if (result.kind === 'TOO_LATE') {
    deps.log(`transfer ${request.transferId} ${vendor} refused: already answered NOT_FOUND`);
    return { status: 200, body: envelope({ status: 'FAILED', balance: result.balance }), fault: null };
  }
  const { transfer: done, replayed } = result;
  if (!replayed) {
    deps.log(`transfer ${done.transferId} ${vendor} ${done.direction} ${done.amount} ${done.currency}: ${done.status}`);
  }
  if (fault === 'HANG_AFTER_APPLY') return { status: 0, body: null, fault };
  if (fault === 'DROP_ANSWER') return { status: 500, body: envelope(null, 'INTERNAL_ERROR'), fault };
  return {
    status: 200,
    body: envelope({ status: done.status, balance: done.balance }),
    fault: fault === 'NONE' ? null : fault,
  };
}
