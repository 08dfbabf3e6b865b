import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../game-rule-error';
import { compareMultipliers, formatMultiplier, multiplier, NO_WIN } from '../money/multiplier';
import {
  cashOutMines,
  MINES_GAME,
  minesLadder,
  minesMultiplier,
  newMinesRound,
  publicMinesView,
  revealMinesTile,
  survivalProbability,
  TILES,
  uncappedMinesMultiplier,
} from './mines-rules';

const CAP = multiplier(BigInt(MINES_GAME.maxWinMultiplier));
const times = (a: { num: bigint; den: bigint }, b: { num: bigint; den: bigint }) =>
  multiplier(a.num * b.num, a.den * b.den);

describe('mines multipliers', () => {
  it('return exactly 99% at every cash-out point below the max win, and less at it', () => {
    for (let mines = 1; mines <= 24; mines++)
      for (let picks = 1; picks <= TILES - mines; picks++) {
        const rtp = times(survivalProbability(mines, picks), minesMultiplier(mines, picks));
        const capped = compareMultipliers(uncappedMinesMultiplier(mines, picks), CAP) > 0;
        if (capped) expect(compareMultipliers(rtp, multiplier(99n, 100n)), `${mines}/${picks}`).toBe(-1);
        else expect(rtp, `${mines}/${picks}`).toEqual(multiplier(99n, 100n));
      }
  });

  it('use the hypergeometric survival chance, checked by counting every layout', () => {
    // All C(25, m) layouts for m = 1, 2, 3; the picks are tiles 0..k-1 (any k tiles do the same).
    const layouts = (m: number, from = 0): number[][] =>
      m === 0
        ? [[]]
        : Array.from({ length: TILES - from }, (_, i) => from + i).flatMap((t) =>
            layouts(m - 1, t + 1).map((rest) => [t, ...rest]),
          );
    for (const m of [1, 2, 3]) {
      const all = layouts(m);
      for (const k of [1, 2, 5, 10, TILES - m]) {
        const survived = all.filter((mines) => mines.every((tile) => tile >= k)).length;
        expect(survivalProbability(m, k), `${m} mines, ${k} picks`).toEqual(
          multiplier(BigInt(survived), BigInt(all.length)),
        );
      }
    }
  });

  it('climb a ladder the page can show', () => {
    expect(formatMultiplier(minesMultiplier(1, 1))).toBe('1.03'); // 0.99 * 25/24
    expect(formatMultiplier(minesMultiplier(3, 1))).toBe('1.12'); // 0.99 * 25/22
    expect(minesMultiplier(24, 1)).toEqual(multiplier(2475n, 100n));
    expect(minesLadder(1)).toHaveLength(24);
    // 10 mines: the 12th safe tile would pay 0.99 * C(25,12)/C(15,12) = 11,314.9x, so the ladder stops there
    // at 10,000x, three safe tiles early.
    expect(formatMultiplier(minesMultiplier(10, 11))).toBe('3232.83');
    expect(minesLadder(10).at(-1)).toEqual(CAP);
    expect(minesLadder(10)).toHaveLength(12);
  });
});

describe('a mines round', () => {
  const start = () => newMinesRound(3, 100n, [17, 3, 4]);

  it('moves up the ladder on safe tiles and cashes out at the current multiplier', () => {
    let round = revealMinesTile(start(), 0);
    expect(round).toMatchObject({ status: 'playing', revealed: [0], multiplier: minesMultiplier(3, 1), payout: 0n });
    round = cashOutMines(revealMinesTile(round, 24));
    // 0.99 * C(25,2)/C(22,2) = 0.99 * 300/231 = 1.2857...
    expect(round).toMatchObject({ status: 'cashed', multiplier: multiplier(99n * 300n, 100n * 231n), payout: 128n });
  });

  it('ends with nothing on a mine', () => {
    const round = revealMinesTile(revealMinesTile(start(), 0), 4);
    expect(round).toMatchObject({ status: 'lost', revealed: [0, 4], multiplier: NO_WIN, payout: 0n });
    expect(() => revealMinesTile(round, 5)).toThrow(GameRuleError);
    expect(() => cashOutMines(round)).toThrow(GameRuleError);
  });

  it('cashes out by itself when every safe tile is revealed', () => {
    let round = newMinesRound(
      24,
      10n,
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    round = revealMinesTile(round, 0);
    expect(round).toMatchObject({ status: 'cashed', multiplier: multiplier(2475n, 100n), payout: 247n });
  });

  it('cashes out by itself at the max win', () => {
    let round = newMinesRound(10, 100n, [15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    for (let tile = 0; tile < 11; tile++) round = revealMinesTile(round, tile);
    expect(round.status).toBe('playing');
    round = revealMinesTile(round, 11);
    expect(round).toMatchObject({ status: 'cashed', multiplier: CAP, payout: 1_000_000n });
  });

  it('refuses a revealed or unknown tile and an early cash-out, changing nothing', () => {
    const round = revealMinesTile(start(), 0);
    for (const tile of [0, -1, 25, 2.5]) expect(() => revealMinesTile(round, tile)).toThrow(GameRuleError);
    expect(() => cashOutMines(start())).toThrow(GameRuleError);
    expect(round.revealed).toEqual([0]);
  });

  it('hides the mines from the member until the round is over', () => {
    expect(publicMinesView(revealMinesTile(start(), 0)).mineTiles).toBeNull();
    expect(publicMinesView(revealMinesTile(start(), 3)).mineTiles).toEqual([3, 4, 17]);
  });
});
