import { createHash } from 'node:crypto';

/**
 * A real round's id at the wallet, derived from the member and the client's requestId: a retried
 * request finds its round (and its bet and win, whose transaction ids derive from it) instead of
 * playing another. A name-based UUID (version 5 layout over SHA-256), per brand and member.
 */
export function studioRoundId(merchantId: number, memberId: number, requestId: string): string {
  const bytes = createHash('sha256').update(`pge-round:${merchantId}:${memberId}:${requestId.toLowerCase()}`).digest();
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The wallet's transaction ids of a round: its one bet, its one win, and the void of a bet never played. */
export const betTransactionId = (roundId: string) => `${roundId}:bet`;
export const winTransactionId = (roundId: string) => `${roundId}:win`;
export const voidTransactionId = (roundId: string) => `${roundId}:void`;

/** What makes a retry "the same request": a replay with other parameters is IDEMPOTENCY_CONFLICT. */
export function studioRequestHash(engine: string, trial: boolean, params: unknown): string {
  return createHash('sha256').update(JSON.stringify({ engine, trial, params })).digest('hex');
}
