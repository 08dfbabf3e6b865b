import { describe, expect, it } from 'vitest';
import { multiplier } from '../money/multiplier';
import {
  isLegalBet,
  LEGAL_COVERINGS,
  outsideBetNumbers,
  POCKETS,
  pocketColor,
  ROULETTE_GAME,
  type RouletteBetKind,
  rouletteOutcome,
} from './roulette-rules';

describe('the European roulette table', () => {
  it('has one green zero, 18 red and 18 black numbers', () => {
    const colors = Array.from({ length: POCKETS }, (_, n) => pocketColor(n));
    expect(colors.filter((c) => c === 'green')).toHaveLength(1);
    expect(colors.filter((c) => c === 'red')).toHaveLength(18);
    expect(colors.filter((c) => c === 'black')).toHaveLength(18);
    expect([pocketColor(0), pocketColor(1), pocketColor(2), pocketColor(36)]).toEqual(['green', 'red', 'black', 'red']);
  });

  it('knows every standard bet of the layout', () => {
    const counts = Object.fromEntries(Object.entries(LEGAL_COVERINGS).map(([kind, list]) => [kind, list.length]));
    expect(counts).toEqual({
      straight: 37,
      split: 60,
      street: 14,
      corner: 23,
      line: 11,
      dozen: 3,
      column: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
    expect(isLegalBet('split', [17, 20])).toBe(true);
    expect(isLegalBet('split', [3, 4])).toBe(false); // not neighbours on the layout
    expect(isLegalBet('corner', [0, 1, 2, 3])).toBe(true);
    expect(isLegalBet('street', [0, 1, 2])).toBe(true);
    expect(isLegalBet('red', [1, 3])).toBe(false);
    expect(outsideBetNumbers('column', 2)).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]);
    expect(outsideBetNumbers('low')).toHaveLength(18);
  });

  it('returns exactly 36/37 on every legal bet, by enumeration of the 37 pockets', () => {
    for (const [kind, coverings] of Object.entries(LEGAL_COVERINGS))
      for (const numbers of coverings) {
        const bet = { kind: kind as RouletteBetKind, numbers: [...numbers], stake: 1n };
        let paid = 0n;
        for (let pocket = 0; pocket < POCKETS; pocket++) paid += rouletteOutcome(pocket, [bet]).payout;
        // Sum of payouts over the 37 equally likely pockets, per unit staked: 36 every time.
        expect(paid, `${kind} ${numbers.join(',')}`).toBe(36n);
      }
    expect(ROULETTE_GAME.declaredRtpPercent).toBe(Math.round((36 / 37) * 10_000) / 100);
  });

  it('pays several bets of one spin in whole minor units', () => {
    const bets = [
      { kind: 'straight' as const, numbers: [17], stake: 10n },
      { kind: 'split' as const, numbers: [17, 20], stake: 20n },
      { kind: 'black' as const, numbers: outsideBetNumbers('black'), stake: 30n },
      { kind: 'dozen' as const, numbers: outsideBetNumbers('dozen', 3), stake: 40n },
    ];
    expect(rouletteOutcome(17, bets)).toEqual({
      pocket: 17,
      color: 'black',
      betPayouts: [360n, 360n, 60n, 0n],
      totalStake: 100n,
      multiplier: multiplier(78n, 10n),
      payout: 780n,
    });
    expect(rouletteOutcome(0, bets).payout).toBe(0n);
  });
});
