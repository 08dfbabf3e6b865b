import { describe, expect, it } from 'vitest';
import { addChip, pickNumber, removeChip, totalOf } from './roulette-bets';

describe('inside bets from picked numbers', () => {
  it('places a bet as soon as the picked numbers fit exactly one legal covering', () => {
    expect(pickNumber('straight', [], 0)).toEqual({ placed: [0] });
    expect(pickNumber('street', [], 17)).toEqual({ placed: [16, 17, 18] });
    expect(pickNumber('split', [], 17)).toEqual({ picking: [17] });
    expect(pickNumber('split', [17], 20)).toEqual({ placed: [17, 20] });
    expect(pickNumber('corner', [17], 18)).toEqual({ picking: [17, 18] });
    expect(pickNumber('corner', [17, 18], 14)).toEqual({ placed: [14, 15, 17, 18] });
    expect(pickNumber('line', [1], 6)).toEqual({ placed: [1, 2, 3, 4, 5, 6] });
  });

  it('starts again from a number that does not fit, unpicks a number picked twice, refuses zero in a line', () => {
    expect(pickNumber('split', [17], 30)).toEqual({ picking: [30] });
    expect(pickNumber('split', [17], 17)).toEqual({ picking: [] });
    expect(pickNumber('line', [], 0)).toEqual({ impossible: true });
  });

  it('stacks chips on the same covering and takes them back one by one', () => {
    let bets = addChip([], 'split', [18, 17], 100n);
    bets = addChip(bets, 'split', [17, 18], 50n);
    bets = addChip(bets, 'red', [1, 3], 10n);
    expect(bets).toEqual([
      { kind: 'split', numbers: [17, 18], stake: 150n },
      { kind: 'red', numbers: [1, 3], stake: 10n },
    ]);
    expect(totalOf(bets)).toBe(160n);
    expect(removeChip(bets, 'red:1-3', 10n)).toEqual([{ kind: 'split', numbers: [17, 18], stake: 150n }]);
  });
});
