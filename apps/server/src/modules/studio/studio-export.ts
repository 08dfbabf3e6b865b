import type { GameCode } from '@platform/games/game-types';
import type { JsonObject, VerifiableRecord } from '@platform/games/records/verifiable-record';
import type { Db } from '../../db/database';
import { crashRecords } from './crash/crash-export';
import type { PairOwner } from './seed-pair-repository';
import { revealedRounds } from './studio-round-repository';

/**
 * The member's verifiable rounds as JSON lines, one packages/games VerifiableRecord a line (the
 * params and outcome stored when each round ended, made by toVerifiableRecord's conversion, with
 * the rotated pair's seeds), then the crash bets whose rounds have crashed (their round hash is
 * public by then): what docs/verify-rounds.mjs re-computes with node:crypto alone.
 */
export async function exportRevealedRounds(db: Db, owner: PairOwner, limit: number): Promise<string> {
  const [rounds, crashes] = await Promise.all([revealedRounds(db, owner, limit), crashRecords(db, owner, limit)]);
  const seeded = rounds.map((round) => {
    const record: VerifiableRecord = {
      game: round.engine as GameCode,
      serverSeed: round.serverSeed,
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      params: round.record.params as JsonObject,
      outcome: round.record.outcome as JsonObject,
    };
    return record;
  });
  const lines = [...seeded, ...crashes].slice(0, limit).map((record) => JSON.stringify(record));
  return lines.length ? `${lines.join('\n')}\n` : '';
}
