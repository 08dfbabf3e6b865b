import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE, gameInfo } from './game-catalogue';

describe('the studio catalogue', () => {
  it('lists the six games with an RTP, a max win and default limits each', () => {
    expect(GAME_CATALOGUE.map((g) => [g.code, g.declaredRtpPercent, g.maxWinMultiplier])).toEqual([
      ['slot', 96.1, 125],
      ['roulette', 97.3, 36],
      ['dice', 99, 990],
      ['mines', 99, 10_000],
      ['plinko', 99, 1000],
      ['crash', 99, 10_000],
    ]);
    for (const game of GAME_CATALOGUE)
      expect(game.defaultLimits.minStake).toBeLessThanOrEqual(game.defaultLimits.maxStake);
    expect(gameInfo('crash').gameType).toBe('CRASH');
    expect(() => gameInfo('poker' as 'dice')).toThrow(RangeError);
  });
});
