import { randomUUID } from 'node:crypto';
import { API } from '@platform/contracts/api-paths';
import { solveHumanCheck } from '@platform/contracts/human-check';
import { toDecimalAmount } from '@platform/contracts/money-amount';
import type { transferDownlineBodySchema, transferUplineBodySchema } from '@platform/contracts/wallet';
import type { z } from 'zod';
import { sealForTest } from '../../apps/server/src/http/sealed-body-test-helper';

type Envelope = { success: boolean; code: string; value: unknown };

/** What one HTTP attempt told the client. */
export type Answer =
  | { kind: 'acknowledged'; transactionId: string }
  | { kind: 'refused'; status: number; code: string }
  /** No answer (connection refused or cut, timeout) or a 5xx: the transfer may or may not have happened. */
  | { kind: 'unknown'; reason: string };

async function callJson(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Envelope }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

/** A password login as the web makes it (human check, sealed body); answers the session token. */
export async function logIn(
  baseUrl: string,
  publicKey: string,
  username: string,
  password: string,
  agentArea: boolean,
): Promise<string> {
  const check = await callJson(baseUrl, 'GET', API.humanCheck);
  const humanProof = await solveHumanCheck(check.body.value as Parameters<typeof solveHumanCheck>[0]);
  const sealed = await sealForTest(publicKey, { username, password, type: 'username', agentArea, humanProof });
  const res = await callJson(baseUrl, 'POST', API.login, sealed);
  const token = (res.body.value as { token?: string | null } | null)?.token;
  if (res.status !== 200 || !token) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return token;
}

export type Transfer = {
  /** Who pays: an agent to a downline, or a downline to its upline. */
  direction: 'downline' | 'upline';
  caller: string;
  token: string;
  /** The downline's account (direction 'downline'), or the upline agent's. */
  counterparty: string;
  amount: bigint;
  requestId: string;
};

export function newTransfer(t: Omit<Transfer, 'requestId'>): Transfer {
  return { ...t, requestId: randomUUID() };
}

/** One attempt of a transfer; retrying it (same requestId) must never move the money twice. */
export async function sendTransfer(
  baseUrl: string,
  t: Transfer,
  paymentPassword: string,
  digits: number,
): Promise<Answer> {
  const amount = toDecimalAmount(t.amount, digits);
  const upline: z.input<typeof transferUplineBodySchema> = { amount, paymentPassword, requestId: t.requestId };
  const body: z.input<typeof transferDownlineBodySchema> | typeof upline =
    t.direction === 'downline' ? { ...upline, downline: t.counterparty } : upline;
  const path = t.direction === 'downline' ? API.transferDownline : API.transferUpline;
  try {
    const res = await callJson(baseUrl, 'POST', path, body, t.token);
    const transactionId = (res.body.value as { transactionId?: unknown } | null)?.transactionId;
    if (res.status === 200 && res.body.success && typeof transactionId === 'string') {
      return { kind: 'acknowledged', transactionId };
    }
    if (res.status >= 500) return { kind: 'unknown', reason: `${res.status} ${res.body.code}` };
    return { kind: 'refused', status: res.status, code: res.body.code };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { kind: 'unknown', reason: cause?.code ?? (error as Error).name };
  }
}
