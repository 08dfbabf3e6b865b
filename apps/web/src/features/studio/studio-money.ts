import { currencyDigits, parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import type { StudioSession } from '@platform/contracts/studio';
import { formatMultiplier, type Multiplier, payoutFor } from '@platform/games/money/multiplier';
import { formatMoney } from '../../shared/money/format-money';

/**
 * The session's currency with the conversions a game page needs. Amounts stay bigint minor units
 * inside the page (the engines' rules compute with them) and decimal strings on the wire.
 */
export type StudioMoney = {
  digits: number;
  /** Minor units from a decimal string; null when it is not an amount of this currency. */
  parse: (text: string) => bigint | null;
  toDecimal: (minor: bigint) => string;
  /** "$1,250.50" for "1250.50" or 125050n. */
  format: (amount: string | bigint) => string;
};

export function studioMoney(session: Pick<StudioSession, 'currency' | 'currencySymbol'>): StudioMoney {
  const digits = currencyDigits(session.currency);
  const toDecimal = (minor: bigint) => toDecimalAmount(minor, digits);
  return {
    digits,
    parse: (text) => parseDecimalAmount(text, digits),
    toDecimal,
    format: (amount) => formatMoney(typeof amount === 'bigint' ? toDecimal(amount) : amount, session.currencySymbol),
  };
}

/** A wire multiplier ({num, den} as decimal strings) as the engines' exact fraction. */
export function wireMultiplier(m: { num: string | number; den: string | number }): Multiplier {
  return { num: BigInt(m.num), den: BigInt(m.den) };
}

/** "1.98×": rounded down like the payouts, so the screen never promises more than is paid. */
export function multiplierLabel(m: Multiplier, decimals = 2): string {
  return `${formatMultiplier(m, decimals)}×`;
}

export { payoutFor };
