import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../game-rule-error';
import { compareMultipliers, multiplier, multiplierToNumber } from '../money/multiplier';
import {
  MAX_ROWS,
  MIN_ROWS,
  PLINKO_GAME,
  PLINKO_RISKS,
  plinkoOutcome,
  plinkoTable,
  plinkoTableRtp,
  slotProbability,
} from './plinko-rules';

const ROWS = Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => MIN_ROWS + i);
const tables = ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => ({ rows, risk })));

describe('plinko tables', () => {
  it('have rows + 1 slots, mirrored about the middle', () => {
    for (const { rows, risk } of tables) {
      const table = plinkoTable(rows, risk);
      expect(table).toHaveLength(rows + 1);
      expect([...table].reverse()).toEqual(table);
    }
  });

  it('each return at most 99% and at least 98.85%, exactly', () => {
    for (const { rows, risk } of tables) {
      const rtp = plinkoTableRtp(rows, risk);
      expect(compareMultipliers(rtp, multiplier(99n, 100n)), `${rows} ${risk}`).toBeLessThanOrEqual(0);
      expect(multiplierToNumber(rtp), `${rows} ${risk}`).toBeGreaterThanOrEqual(0.9885);
    }
    expect(plinkoTableRtp(16, 'high')).toEqual(multiplier(162_163n, 163_840n)); // 98.976...%
  });

  it('agree with all 2^rows equally likely paths, walked one by one', () => {
    for (const rows of ROWS) {
      const landed = new Array<bigint>(rows + 1).fill(0n);
      for (let bits = 0; bits < 2 ** rows; bits++) {
        let path = '';
        for (let row = 0; row < rows; row++) path += (bits >> row) & 1 ? 'R' : 'L';
        const { slot } = plinkoOutcome(path, { stake: 1n, rows, risk: 'low' });
        landed[slot] = (landed[slot] as bigint) + 1n;
      }
      landed.forEach((count, slot) => {
        expect(slotProbability(rows, slot)).toEqual(multiplier(count, 2n ** BigInt(rows)));
      });
      for (const risk of PLINKO_RISKS) {
        const paid = plinkoTable(rows, risk).reduce((sum, m, slot) => sum + BigInt(m) * (landed[slot] as bigint), 0n);
        expect(plinkoTableRtp(rows, risk)).toEqual(multiplier(paid, 100n * 2n ** BigInt(rows)));
      }
    }
  });

  it('pay at most the declared max win', () => {
    const top = Math.max(...tables.flatMap(({ rows, risk }) => plinkoTable(rows, risk)));
    expect(top / 100).toBe(PLINKO_GAME.maxWinMultiplier);
  });

  it('land where the path says and pay the slot rounded down', () => {
    expect(plinkoOutcome('RRRRRRRR', { stake: 100n, rows: 8, risk: 'high' })).toEqual({
      path: 'RRRRRRRR',
      slot: 8,
      multiplier: multiplier(2890n, 100n),
      payout: 2890n,
    });
    expect(plinkoOutcome('LRLRLRLR', { stake: 3n, rows: 8, risk: 'low' }).payout).toBe(1n); // 0.5x of 3
  });

  it('refuse rows or a risk the game does not have', () => {
    expect(() => plinkoTable(7, 'low')).toThrow(GameRuleError);
    expect(() => plinkoTable(17, 'low')).toThrow(GameRuleError);
    expect(() => plinkoTable(12, 'extreme' as 'low')).toThrow(GameRuleError);
  });
});
