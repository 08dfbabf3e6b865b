import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';

/**
 * Tests only: a tiny third-party vendor in TRANSFER mode, a real HTTP server that speaks the
 * protocol of docs/vendor-wallet-protocol.md (signed requests checked, answers signed) with its
 * own books, written from the protocol text rather than from our client's code. Faults copy what
 * real vendors do: hang before or after applying, refuse, fail with 500, lose the answer, or sign
 * with the wrong key.
 */
export type TransferFault = 'NONE' | 'HANG' | 'HANG_AFTER_APPLY' | 'FAIL' | 'ERROR' | 'DROP_ANSWER' | 'BAD_SIGNATURE';
export type StatusFault = 'NONE' | 'ERROR' | 'HANG' | 'BAD_SIGNATURE';

type Transfer = { playerId: string; direction: 'IN' | 'OUT'; amount: bigint; status: 'SUCCEEDED' | 'FAILED' };

export type FakeTransferVendor = {
  vendor: string;
  /** The api_url to register: a path prefix, so that signing the full path is exercised. */
  apiUrl: string;
  faults: { transfer: TransferFault; status: StatusFault; balance: 'NONE' | 'ERROR' };
  /** Status answers wait this long (two reconcilers then overlap for sure). */
  statusDelayMs: number;
  /** Every call that reached the vendor with a valid signature. */
  calls: { path: string; body: Record<string, unknown> }[];
  balanceOf(playerId: string): bigint;
  /** The member played at the vendor: wins and losses change the balance here only. */
  setBalance(playerId: string, minor: bigint): void;
  transfers: Map<string, Transfer>;
  close(): Promise<void>;
};

const BASE = '/vendor-api';
const DIGITS = 2;

const hmac = (secret: string, timestamp: string, path: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${path}.${body}`).digest('hex');

function validRequest(vendor: string, secret: string, req: IncomingMessage, path: string, body: string): boolean {
  const timestamp = req.headers['x-vendor-timestamp'];
  const signature = req.headers['x-vendor-signature'];
  if (req.headers['x-vendor-code'] !== vendor || typeof timestamp !== 'string' || typeof signature !== 'string') {
    return false;
  }
  if (!/^[0-9a-f]{64}$/.test(signature) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  return timingSafeEqual(Buffer.from(hmac(secret, timestamp, path, body), 'hex'), Buffer.from(signature, 'hex'));
}

export async function startFakeTransferVendor(options: {
  vendor: string;
  secret: string;
}): Promise<FakeTransferVendor> {
  const { vendor, secret } = options;
  const balances = new Map<string, bigint>();
  const transfers = new Map<string, Transfer>();
  const hanging = new Set<ServerResponse>();
  const fake: FakeTransferVendor = {
    vendor,
    apiUrl: '',
    faults: { transfer: 'NONE', status: 'NONE', balance: 'NONE' },
    statusDelayMs: 0,
    calls: [],
    balanceOf: (playerId) => balances.get(playerId) ?? 0n,
    setBalance: (playerId, minor) => void balances.set(playerId, minor),
    transfers,
    close: async () => {
      for (const res of hanging) res.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };

  const answer = (res: ServerResponse, path: string, status: number, value: unknown, signWith = secret) => {
    const ok = status === 200;
    const body = JSON.stringify({ success: ok, code: ok ? 'OK' : 'ERROR', message: '', value });
    const timestamp = String(Math.floor(Date.now() / 1000));
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-vendor-code': vendor,
      'x-vendor-timestamp': timestamp,
      'x-vendor-signature': hmac(signWith, timestamp, path, body),
    });
    res.end(body);
  };
  const hang = (res: ServerResponse) => {
    hanging.add(res);
    res.on('close', () => hanging.delete(res));
  };

  const transfer = (res: ServerResponse, path: string, body: Record<string, unknown>) => {
    const fault = fake.faults.transfer;
    if (fault === 'HANG') return hang(res);
    if (fault === 'ERROR') return answer(res, path, 500, null);
    const transferId = String(body.transferId);
    const playerId = String(body.playerId);
    const amount = parseDecimalAmount(String(body.amount), DIGITS) ?? 0n;
    let done = transfers.get(transferId);
    if (!done) {
      const balance = fake.balanceOf(playerId);
      const refused = fault === 'FAIL' || (body.direction === 'OUT' && balance < amount) || amount <= 0n;
      done = {
        playerId,
        direction: body.direction === 'OUT' ? 'OUT' : 'IN',
        amount,
        status: refused ? 'FAILED' : 'SUCCEEDED',
      };
      if (!refused) balances.set(playerId, balance + (done.direction === 'IN' ? amount : -amount));
      transfers.set(transferId, done);
    }
    if (fault === 'HANG_AFTER_APPLY') return hang(res);
    if (fault === 'DROP_ANSWER') return answer(res, path, 500, null);
    const value = { status: done.status, balance: toDecimalAmount(fake.balanceOf(playerId), DIGITS) };
    answer(res, path, 200, value, fault === 'BAD_SIGNATURE' ? `${secret}-not-the-key` : secret);
  };

  const status = async (res: ServerResponse, path: string, body: Record<string, unknown>) => {
    const fault = fake.faults.status;
    if (fake.statusDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.statusDelayMs));
    if (fault === 'HANG') return hang(res);
    if (fault === 'ERROR') return answer(res, path, 503, null);
    const found = transfers.get(String(body.transferId));
    answer(
      res,
      path,
      200,
      { status: found?.status ?? 'NOT_FOUND' },
      fault === 'BAD_SIGNATURE' ? 'x'.repeat(40) : secret,
    );
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (!validRequest(vendor, secret, req, path, raw)) return answer(res, path, 401, null);
    const body = JSON.parse(raw) as Record<string, unknown>;
    fake.calls.push({ path: path.slice(BASE.length), body });
    if (path === `${BASE}/transfer`) return transfer(res, path, body);
    if (path === `${BASE}/transfer-status`) return status(res, path, body);
    if (path === `${BASE}/balance`) {
      if (fake.faults.balance === 'ERROR') return answer(res, path, 500, null);
      return answer(res, path, 200, { balance: toDecimalAmount(fake.balanceOf(String(body.playerId)), DIGITS) });
    }
    answer(res, path, 404, null);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE}`;
  return fake;
}
