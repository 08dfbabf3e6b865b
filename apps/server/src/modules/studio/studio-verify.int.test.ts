import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_OF, type Player, type StudioKit, startStudioKit } from './studio-test-kit';

const run = promisify(execFile);
const VERIFIER = path.resolve(import.meta.dirname, '../../../../../docs/verify-rounds.mjs');

let kit: StudioKit;
let dir: string;

beforeAll(async () => {
  kit = await startStudioKit();
  dir = await mkdtemp(path.join(os.tmpdir(), 'studio-verify-'));
});

afterAll(async () => {
  await kit?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const BETS = [
  { engine: 'slot', body: { stake: '0.20' } },
  { engine: 'dice', body: { stake: '0.50', direction: 'under', target: 3300 } },
  { engine: 'dice', body: { stake: '0.50', direction: 'over', target: 250 } },
  { engine: 'plinko', body: { stake: '0.30', rows: 16, risk: 'high' } },
  { engine: 'plinko', body: { stake: '0.30', rows: 9, risk: 'medium' } },
  {
    engine: 'roulette',
    body: {
      bets: [
        { kind: 'dozen', numbers: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], stake: '0.30' },
        { kind: 'corner', numbers: [0, 1, 2, 3], stake: '0.10' },
      ],
    },
  },
] as const;

/** A mines round played to its end: some safe picks, then a cash-out or a mine. */
async function minesRound(p: Player, launchId: string, i: number): Promise<void> {
  const start = await kit.mines.start(p, { launchId, stake: '0.40', mines: 1 + (i % 7) });
  const roundId = start.body.value.roundId as string;
  const mines = await kit.mines.mineTiles(roundId);
  const safe = [...Array(25).keys()].filter((t) => !mines.includes(t));
  const picks = 1 + (i % 3);
  for (const tile of safe.slice(0, picks)) await kit.mines.reveal(p, launchId, roundId, tile);
  if (i % 2 === 0) await kit.mines.cashOut(p, launchId, roundId);
  else await kit.mines.reveal(p, launchId, roundId, mines[0] as number);
}

describe('recorded rounds are verifiable by docs/verify-rounds.mjs', () => {
  it('exports 200 rounds of every engine, across two seed pairs, and the verifier matches every one', async () => {
    const p = await kit.player(1_000_000n);
    const launches: Record<string, string> = {};
    for (const engine of ['slot', 'dice', 'plinko', 'roulette', 'mines'] as const) {
      launches[engine] = await kit.launch(p, NODE_OF[engine]);
    }
    const playBatch = async (count: number) => {
      for (let i = 0; i < count; i++) {
        if (i % 7 === 6) {
          await minesRound(p, launches.mines as string, i);
          continue;
        }
        const bet = BETS[i % BETS.length] as (typeof BETS)[number];
        const res = await kit.play(p, bet.engine, { launchId: launches[bet.engine], ...bet.body });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    };
    await playBatch(120);
    await kit.rotate(p, launches.dice as string);
    await playBatch(80);
    // Rounds of the active pair are not exported (their seed is secret): rotate once more.
    expect((await kit.call('GET', `${API.studioRoundsExport}?limit=1000`, p.token)).text.split('\n').length - 1).toBe(
      120,
    );
    await kit.rotate(p, launches.dice as string);

    const res = await kit.call('GET', `${API.studioRoundsExport}?limit=1000`, p.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = res.text.trim().split('\n');
    expect(lines).toHaveLength(200);
    const games = new Set(lines.map((line) => JSON.parse(line).game));
    expect([...games].sort()).toEqual(['dice', 'mines', 'plinko', 'roulette', 'slot']);
    const file = path.join(dir, 'rounds.jsonl');
    await writeFile(file, res.text);
    const { stdout } = await run(process.execPath, [VERIFIER, file]);
    expect(stdout.trim()).toBe('200 rounds, 200 match');

    // A tampered record fails the check (the verifier is not a rubber stamp).
    const tampered = lines.map((line, i) =>
      i === 0 ? line.replace(/"payout":"(\d+)"/, (_, n) => `"payout":"${Number(n) + 1}"`) : line,
    );
    await writeFile(file, `${tampered.join('\n')}\n`);
    await expect(run(process.execPath, [VERIFIER, file])).rejects.toMatchObject({
      stdout: expect.stringContaining('200 rounds, 199 match'),
    });
  });

  it('exports only the caller’s rounds, and needs a session', async () => {
    const stranger = await kit.player();
    const res = await kit.call('GET', API.studioRoundsExport, stranger.token);
    expect(res).toMatchObject({ status: 200, text: '' });
    expect(await kit.call('GET', API.studioRoundsExport, null)).toMatchObject({
      status: 401,
      body: { code: 'LOGIN_REQUIRED' },
    });
  });
});
