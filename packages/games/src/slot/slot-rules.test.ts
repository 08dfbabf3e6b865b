import { describe, expect, it } from 'vitest';
import { formatMultiplier, multiplier, multiplierToNumber } from '../money/multiplier';
import { slotReturn } from './slot-rtp';
import {
  evaluateSlot,
  lineWin,
  PAYLINES,
  PAYTABLE,
  REEL_STRIPS,
  SLOT_GAME,
  SLOT_SYMBOLS,
  type SlotSymbol,
  slotGrid,
} from './slot-rules';

const symbols = (text: string) => [...text] as SlotSymbol[];

describe('slot rules', () => {
  it('has five 32-stop strips of the eight symbols and 20 distinct lines', () => {
    expect(REEL_STRIPS.map((strip) => strip.length)).toEqual([32, 32, 32, 32, 32]);
    for (const strip of REEL_STRIPS) expect([...strip].every((s) => SLOT_SYMBOLS.includes(s as SlotSymbol))).toBe(true);
    expect(new Set(PAYLINES.map((line) => line.join())).size).toBe(20);
    for (const line of PAYLINES) expect(line.every((row) => row >= 0 && row <= 2)).toBe(true);
  });

  it('pays runs from reel 1 with wilds standing in', () => {
    expect(lineWin(symbols('777LC'))).toEqual({ symbol: '7', count: 3, pays: 50 });
    expect(lineWin(symbols('W7W7W'))).toEqual({ symbol: '7', count: 5, pays: 1000 });
    expect(lineWin(symbols('WWBBC'))).toEqual({ symbol: 'B', count: 4, pays: 120 });
    expect(lineWin(symbols('WWWWW'))).toEqual({ symbol: '7', count: 5, pays: 1000 });
    expect(lineWin(symbols('CCLCC'))).toBeNull();
    expect(lineWin(symbols('LCCCC'))).toBeNull();
  });

  it('reads the window from the stops, wrapping around the strip', () => {
    expect(slotGrid([0, 0, 0, 0, 0])).toEqual(['OPWLB', 'CCLOO', 'PLHPP']);
    expect(slotGrid([31, 31, 31, 31, 31])[1]).toBe('OPWLB');
  });

  it('pays the sum of the line wins over 20 line bets', () => {
    const result = evaluateSlot([0, 0, 0, 0, 0]);
    const pays = result.lineWins.reduce((sum, win) => sum + win.pays, 0);
    expect(result.multiplier).toEqual(multiplier(BigInt(pays), 20n));
    for (const win of result.lineWins) {
      const line = PAYLINES[win.line - 1] as number[];
      const onLine = line.map((row, reel) => (result.grid[row] as string)[reel] as SlotSymbol);
      expect(lineWin(onLine)).toEqual({ symbol: win.symbol, count: win.count, pays: win.pays });
    }
  });
});

describe('slot return, exact by combinatorics', () => {
  it('is the declared 96.10%: 32246591 / 33554432', () => {
    const { rtp } = slotReturn();
    expect(rtp).toEqual(multiplier(32_246_591n, 33_554_432n));
    expect(formatMultiplier(multiplier(rtp.num * 100n, rtp.den), 2)).toBe(SLOT_GAME.declaredRtpPercent.toFixed(2));
  });

  it('equals brute force over every stop and every line on small strips', () => {
    // The same rules on 4-7 stop strips: 4*5*6*7*5 = 4200 windows, all 20 lines each. Proves the
    // shortcut above (every line has the same independent symbols) against the direct sum.
    const strips = ['W7BC', 'CLWOP', '7BHPOC', 'LCWO7PB', 'BOP7C'];
    let pays = 0n;
    let windows = 0n;
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number): void => {
      if (reel === 5) {
        windows++;
        const grid = [0, 1, 2].map((row) =>
          strips.map((strip, r) => strip[((stops[r] as number) + row) % strip.length]),
        );
        for (const line of PAYLINES) {
          const win = lineWin(line.map((row, r) => (grid[row] as string[])[r] as SlotSymbol));
          if (win) pays += BigInt(win.pays);
        }
        return;
      }
      for (let s = 0; s < (strips[reel] as string).length; s++) {
        stops[reel] = s;
        walk(reel + 1);
      }
    };
    walk(0);
    expect(slotReturn(strips).rtp).toEqual(multiplier(pays, windows * 20n));
  });

  it('pays at most the declared max win, which one of the 32^5 windows reaches', () => {
    // Branch and bound: after three reels only lines already showing three of a kind can pay, and
    // each at most its symbol's five-of-a-kind; the last two reels are skipped when even that
    // cannot beat the best window so far.
    const windows = REEL_STRIPS.map((strip) =>
      Array.from({ length: 32 }, (_, stop) => [0, 1, 2].map((row) => strip[(stop + row) % 32] as SlotSymbol)),
    );
    const tuple = new Array<SlotSymbol>(5);
    let best = 0;
    for (const a of windows[0] ?? [])
      for (const b of windows[1] ?? [])
        for (const c of windows[2] ?? []) {
          let bound = 0;
          const live = PAYLINES.filter((line) => {
            const win = lineWin([a[line[0] as number], b[line[1] as number], c[line[2] as number]] as SlotSymbol[]);
            if (win) bound += PAYTABLE[win.symbol as keyof typeof PAYTABLE][2];
            return win;
          });
          if (bound <= best) continue;
          for (const d of windows[3] ?? [])
            for (const e of windows[4] ?? []) {
              let pays = 0;
              for (const line of live) {
                [a, b, c, d, e].forEach((window, reel) => {
                  tuple[reel] = window[line[reel] as number] as SlotSymbol;
                });
                pays += lineWin(tuple)?.pays ?? 0;
              }
              if (pays > best) best = pays;
            }
        }
    expect(best / PAYLINES.length).toBe(SLOT_GAME.maxWinMultiplier);
  });

  it('hits on about one line in twenty', () => {
    expect(multiplierToNumber(slotReturn().hitsPerLine)).toBeCloseTo(0.0514, 4);
  });
});
