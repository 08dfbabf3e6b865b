import type { CrashHistoryRound } from '@platform/contracts/crash';
import { crashPointFromUniform } from '@platform/games/crash/crash-rules';
import { uniform52, wordSource } from '@platform/games/fair/random-source';
import { sha256Hex } from '../fairness/sha256';

export type RoundCheck = { chained: boolean; crashPoint: number; matches: boolean };

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * Checks a crashed round in the browser, as docs/provably-fair.md describes: its hash hashes to
 * the hash before it (the chain), and HMAC_SHA256(round hash, `${salt}:${round}:0`) gives its crash
 * point (the engine's display-safe formula). Null where the browser offers no Web Crypto.
 */
export async function checkCrashRound(round: CrashHistoryRound): Promise<RoundCheck | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const chained = (await sha256Hex(round.gameHash)) === round.previousHash;
  const key = await subtle.importKey('raw', utf8(round.gameHash), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const bytes = new DataView(await subtle.sign('HMAC', key, utf8(`${round.salt}:${round.roundNumber}:0`)));
  const crashPoint = crashPointFromUniform(uniform52(wordSource([bytes.getUint32(0), bytes.getUint32(4)])));
  return { chained, crashPoint, matches: chained && crashPoint === round.crashPoint };
}
