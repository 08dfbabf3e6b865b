import type { SlotSymbol } from '@platform/games/slot/slot-rules';

/** The key of each symbol's name: read out for every cell, and shown in the paytable. */
export const SYMBOL_NAME_KEYS: Readonly<Record<SlotSymbol, string>> = {
  W: 'studio_symbol_wild',
  '7': 'studio_symbol_seven',
  B: 'studio_symbol_bar',
  H: 'studio_symbol_bell',
  P: 'studio_symbol_plum',
  O: 'studio_symbol_orange',
  L: 'studio_symbol_lemon',
  C: 'studio_symbol_cherry',
};

export function symbolNameKey(letter: string): string {
  return SYMBOL_NAME_KEYS[letter as SlotSymbol] ?? letter;
}
