import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { crashRoundFairness, settleCrash } from '../crash/crash-engine';
import { settleDice } from '../dice/dice-engine';
import { createHashChain } from '../fair/hash-chain';
import { hashServerSeed } from '../fair/seed-pair';
import type { Fairness } from '../game-types';
import { startMines } from '../mines/mines-engine';
import { cashOutMines, minesOutcome, minesParams, revealMinesTile } from '../mines/mines-rules';
import { settlePlinko } from '../plinko/plinko-engine';
import { PLINKO_RISKS } from '../plinko/plinko-rules';
import { settleRoulette } from '../roulette/roulette-engine';
import { LEGAL_COVERINGS, type RouletteBetKind } from '../roulette/roulette-rules';
import { simulationSeed } from '../simulation/game-simulations';
import { settleSlot } from '../slot/slot-engine';
import { VECTOR_FAIRNESS } from '../test-vectors';
import { type SettledRound, toJsonValue, toVerifiableRecord, type VerifiableRecord } from './verifiable-record';

const VERIFIER = fileURLToPath(new URL('../../../../docs/verify-rounds.mjs', import.meta.url));
const workDir = mkdtempSync(path.join(os.tmpdir(), 'pge-rounds-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const KINDS = Object.keys(LEGAL_COVERINGS) as RouletteBetKind[];

/** A varied round of each game in turn, the way the server will play and export them. */
function playRound(i: number, fairness: Fairness, crash: Fairness): SettledRound {
  const stake = BigInt(10 + ((i * 7919) % 100_000));
  switch (i % 6) {
    case 0:
      return { game: 'slot', fairness, params: { stake }, outcome: settleSlot({ stake }, fairness) };
    case 1: {
      const bets = [i, i + 5, i + 11].slice(0, 1 + (i % 3)).map((k) => {
        const kind = KINDS[k % KINDS.length] as RouletteBetKind;
        const coverings = LEGAL_COVERINGS[kind];
        return { kind, numbers: [...(coverings[k % coverings.length] as number[])], stake: 10n + BigInt(k % 500) };
      });
      return { game: 'roulette', fairness, params: { bets }, outcome: settleRoulette({ bets }, fairness) };
    }
    case 2: {
      const params = {
        stake,
        direction: i % 4 === 2 ? ('under' as const) : ('over' as const),
        target: 200 + ((i * 37) % 9500),
      };
      return { game: 'dice', fairness, params, outcome: settleDice(params, fairness) };
    }
    case 3: {
      // Reveal tiles in a scattered order until a mine, a planned cash-out, or the round ends itself.
      let round = startMines({ stake, mines: 1 + (i % 24) }, fairness);
      const wanted = 1 + (i % 7);
      for (let step = 0; round.status === 'playing' && step < wanted; step++)
        round = revealMinesTile(round, (step * 7 + i) % 25);
      if (round.status === 'playing') round = cashOutMines(round);
      return { game: 'mines', fairness, params: minesParams(round), outcome: minesOutcome(round) };
    }
    case 4: {
      const params = { stake, rows: 8 + (i % 9), risk: PLINKO_RISKS[i % 3] as 'low' };
      return { game: 'plinko', fairness, params, outcome: settlePlinko(params, fairness) };
    }
    default: {
      const params = { stake, cashOutAt: i % 10 === 5 ? null : 101 + ((i * 13) % 900) };
      return { game: 'crash', fairness: crash, params, outcome: settleCrash(params, crash) };
    }
  }
}

function recordedRounds(count: number): VerifiableRecord[] {
  const serverSeed = simulationSeed('verifiable-records');
  const chain = createHashChain(Math.ceil(count / 6), simulationSeed('crash-chain'));
  return Array.from({ length: count }, (_, i) => {
    const fairness = { serverSeed, clientSeed: `member seed ${i % 3}`, nonce: i };
    const crashRound = Math.floor(i / 6);
    const crash = crashRoundFairness(chain.gameHashes[crashRound] as string, 'public salt', crashRound + 1);
    return toVerifiableRecord(playRound(i, fairness, crash));
  });
}

function verify(records: readonly object[]): { status: number | null; lines: string[] } {
  const file = path.join(workDir, `rounds-${records.length}-${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(file, `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
  const result = spawnSync(process.execPath, [VERIFIER, file], { encoding: 'utf8' });
  return { status: result.status, lines: result.stdout.trim().split('\n') };
}

describe('verifiable records', () => {
  it('carry the seeds, the commitment, and JSON-safe params and outcome', () => {
    const outcome = settleDice({ stake: 100n, direction: 'under', target: 5000 }, VECTOR_FAIRNESS);
    const record = toVerifiableRecord({
      game: 'dice',
      fairness: VECTOR_FAIRNESS,
      params: { stake: 100n, direction: 'under', target: 5000 },
      outcome,
    });
    expect(record).toEqual({
      game: 'dice',
      serverSeed: VECTOR_FAIRNESS.serverSeed,
      serverSeedHash: hashServerSeed(VECTOR_FAIRNESS.serverSeed),
      clientSeed: 'member-seed',
      nonce: 0,
      params: { stake: '100', direction: 'under', target: 5000 },
      outcome: { roll: 3778, win: true, multiplier: { num: '99', den: '50' }, payout: '198' },
    });
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
    expect(toJsonValue({ a: [1n, null, 'x'] })).toEqual({ a: ['1', null, 'x'] });
  });

  it('of 10,000 rounds of every game are all recomputed by the independent verifier', () => {
    const records = recordedRounds(10_000);
    expect(new Set(records.map((r) => r.game)).size).toBe(6);
    const { status, lines } = verify(records);
    expect(lines).toEqual(['10000 rounds, 10000 match']);
    expect(status).toBe(0);
  });

  it('are refused by the verifier when anything was changed', () => {
    const records = recordedRounds(12);
    const tampered = structuredClone(records) as VerifiableRecord[];
    (tampered[0] as VerifiableRecord).outcome.payout = '1000000';
    (tampered[2] as VerifiableRecord).params.target = 5001;
    (tampered[3] as VerifiableRecord).serverSeed = (records[9] as VerifiableRecord).serverSeed.replace(/^./, (c) =>
      c === 'a' ? 'b' : 'a',
    );
    (tampered[5] as VerifiableRecord).clientSeed = 'another salt';
    const { status, lines } = verify(tampered);
    expect(status).toBe(1);
    expect(lines.at(-1)).toBe('12 rounds, 8 match');
    expect(lines.slice(0, -1).map((line) => line.split(':')[0])).toEqual(['line 1', 'line 3', 'line 4', 'line 6']);
    expect(lines[2]).toContain('does not match its hash');
  });
});
