import { type Multiplier, multiplier } from '../money/multiplier';
import { lineWin, PAYLINES, REEL_STRIPS, SLOT_SYMBOLS, type SlotSymbol } from './slot-rules';

/**
 * The slot's exact return, by combinatorics over the reel strip positions. Each reel stops
 * uniformly and independently, so the symbol any line crosses on reel r is symbol s with
 * probability count_r(s) / length_r whatever the row, and the five symbols of one line are
 * independent. Every line therefore has the same expected pay,
 *   E = sum over the 8^5 symbol tuples of pay(tuple) * prod_r count_r(s_r) / length_r,
 * and the stake's expected multiplier is 20 * E / 20 = E line bets per line bet. Summed as integers
 * over prod length_r = 32^5 stop combinations, so the result is exact.
 */
export function slotReturn(strips: readonly string[] = REEL_STRIPS): { rtp: Multiplier; hitsPerLine: Multiplier } {
  const counts = strips.map((strip) => {
    const byLetter = new Map<SlotSymbol, bigint>();
    for (const letter of strip) byLetter.set(letter as SlotSymbol, (byLetter.get(letter as SlotSymbol) ?? 0n) + 1n);
    return byLetter;
  });
  let pays = 0n;
  let hits = 0n;
  const tuple: SlotSymbol[] = [];
  const walk = (reel: number, weight: bigint): void => {
    if (reel === strips.length) {
      const win = lineWin(tuple);
      if (win) {
        pays += weight * BigInt(win.pays);
        hits += weight;
      }
      return;
    }
    for (const symbol of SLOT_SYMBOLS) {
      const count = counts[reel]?.get(symbol);
      if (!count) continue;
      tuple[reel] = symbol;
      walk(reel + 1, weight * count);
    }
    tuple.length = reel;
  };
  walk(0, 1n);
  const combinations = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  // pays / combinations line bets per line on each of the 20 lines, over a stake of 20 line bets.
  return {
    rtp: multiplier(pays * BigInt(PAYLINES.length), combinations * BigInt(PAYLINES.length)),
    hitsPerLine: multiplier(hits, combinations),
  };
}
