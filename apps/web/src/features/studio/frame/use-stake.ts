import { useMemo, useState } from 'react';
import type { StudioMessage } from '../studio-errors';
import type { StudioTable } from './use-studio-table';

export type StakeLimits = { min: bigint; max: bigint };

export function stakeLimits(table: Pick<StudioTable, 'session' | 'money'>): StakeLimits {
  const { minStake, maxStake } = table.session.limits;
  return { min: table.money.parse(minStake) ?? 1n, max: table.money.parse(maxStake) ?? 0n };
}

/**
 * Why a stake cannot be bet, checked as the server will (same parser, same limits, the balance),
 * or undefined when it can. A stake above the balance says what the balance is.
 */
export function stakeMessage(
  amount: bigint | null,
  table: Pick<StudioTable, 'session' | 'money' | 'balance'>,
): StudioMessage | undefined {
  const { money } = table;
  const limits = stakeLimits(table);
  if (amount === null) return { key: 'studio_stake_invalid', values: { example: money.toDecimal(limits.min) } };
  if (amount < limits.min || amount > limits.max)
    return {
      key: 'studio_error_stake_limits',
      values: { min: money.format(limits.min), max: money.format(limits.max) },
    };
  const balance = money.parse(table.balance);
  if (balance !== null && amount > balance)
    return { key: 'studio_error_insufficient', values: { balance: money.format(table.balance) } };
  return undefined;
}

function clamp(value: bigint, limits: StakeLimits): bigint {
  return value < limits.min ? limits.min : value > limits.max ? limits.max : value;
}

/** One unit of the currency (1.00), kept inside the limits: a modest first stake. */
function defaultStake(table: Pick<StudioTable, 'session' | 'money'>): bigint {
  return clamp(10n ** BigInt(table.money.digits), stakeLimits(table));
}

export type Stake = {
  text: string;
  setText: (text: string) => void;
  /** The typed stake in minor units, null when it is not an amount. */
  amount: bigint | null;
  message: StudioMessage | undefined;
  half: () => void;
  double: () => void;
  toMin: () => void;
  toMax: () => void;
};

/** The stake field's state; the quick buttons keep it inside the limits. */
export function useStake(table: Pick<StudioTable, 'session' | 'money' | 'balance'>, checkBalance = true): Stake {
  const { money } = table;
  const [text, setText] = useState(() => money.toDecimal(defaultStake(table)));
  const amount = money.parse(text);
  const limits = stakeLimits(table);
  const message = useMemo(() => {
    const found = stakeMessage(amount, table);
    return !checkBalance && found?.key === 'studio_error_insufficient' ? undefined : found;
  }, [amount, table, checkBalance]);
  const set = (value: bigint) => setText(money.toDecimal(clamp(value, limits)));
  const current = amount ?? limits.min;
  return {
    text,
    setText,
    amount,
    message,
    half: () => set(current / 2n),
    double: () => set(current * 2n),
    toMin: () => set(limits.min),
    toMax: () => set(limits.max),
  };
}
