import { describe, expect, it } from 'vitest';
import { fairSource } from '../fair/fair-source';
import { shuffledRange } from '../fair/random-source';
import { GameRuleError } from '../game-rule-error';
import { simulateMines, simulationChecks, simulationSeed } from '../simulation/game-simulations';
import { chiSquareTest } from '../stats/chi-square';
import { ALL_PASS, TEST_ROUNDS, VECTOR_FAIRNESS } from '../test-vectors';
import { minesLayout, settleMines, startMines } from './mines-engine';
import { minesMultiplier, revealMinesTile, TILES } from './mines-rules';

describe('mines layouts', () => {
  it('are the first tiles of a Fisher-Yates shuffle of the bet words (known answer)', () => {
    // Words d9e2ddc2, 79ff12e3, 221dac72: swap 0<->0+(w mod 25)=3, 1<->1+(w mod 24)=4, 2<->2+(w mod 23)=17.
    expect(minesLayout(VECTOR_FAIRNESS, 3)).toEqual([3, 4, 17]);
    expect(minesLayout(VECTOR_FAIRNESS, 24)).not.toContain(12);
  });

  it('are fixed at bet time, so a round replays from the seeds and the moves', () => {
    let round = startMines({ stake: 100n, mines: 3 }, VECTOR_FAIRNESS);
    expect(round.mineTiles).toEqual([3, 4, 17]);
    round = revealMinesTile(revealMinesTile(round, 0), 1);
    expect(settleMines({ stake: 100n, mines: 3, picks: [0, 1], cashOut: true }, VECTOR_FAIRNESS)).toEqual({
      mineTiles: [3, 4, 17],
      revealed: [0, 1],
      status: 'cashed',
      multiplier: minesMultiplier(3, 2),
      payout: 128n,
    });
    expect(settleMines({ stake: 100n, mines: 3, picks: [0, 17], cashOut: false }, VECTOR_FAIRNESS).status).toBe('lost');
  });

  it('refuse to replay a round that has not ended, or moves after it ended', () => {
    expect(() => settleMines({ stake: 100n, mines: 3, picks: [0], cashOut: false }, VECTOR_FAIRNESS)).toThrow(
      GameRuleError,
    );
    expect(() => settleMines({ stake: 100n, mines: 3, picks: [3, 0], cashOut: false }, VECTOR_FAIRNESS)).toThrow(
      GameRuleError,
    );
    expect(() => startMines({ stake: 100n, mines: 25 }, VECTOR_FAIRNESS)).toThrow(GameRuleError);
    expect(() => startMines({ stake: 100n, mines: 0 }, VECTOR_FAIRNESS)).toThrow(GameRuleError);
  });

  it('put every tile at every position of the shuffle equally often', () => {
    // 4,000 shuffles: tile x position counts against 1/25 each.
    const counts = new Array<number>(TILES * TILES).fill(0);
    for (let nonce = 0; nonce < 4000; nonce++)
      shuffledRange(fairSource({ ...VECTOR_FAIRNESS, nonce }), TILES).forEach((tile, position) => {
        counts[position * TILES + tile] = (counts[position * TILES + tile] as number) + 1;
      });
    expect(chiSquareTest(counts, new Array(TILES * TILES).fill(1 / (TILES * TILES))).pass).toBe(true);
  });

  it('return the exact RTP of the mix within the 99% interval', () => {
    expect(simulationChecks(simulateMines(TEST_ROUNDS / 2, simulationSeed('unit-tests:mines')))).toEqual(ALL_PASS);
  });
});
