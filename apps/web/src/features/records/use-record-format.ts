import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useCurrency } from '../../shared/money/format-money';

/** -1, 0 or 1 for a decimal amount string, read without turning it into a float. */
export function signOf(amount: string): -1 | 0 | 1 {
  if (amount.startsWith('-')) return /[1-9]/.test(amount) ? -1 : 0;
  return /[1-9]/.test(amount) ? 1 : 0;
}

/**
 * Times of the records in the member's time zone and language. Digits stay Latin in Arabic too,
 * like the amounts beside them (members compare both with their bank statements).
 */
export function useRecordFormat(timeZone: string) {
  const { i18n } = useTranslation();
  const { symbol } = useCurrency();
  const locale = i18n.language;
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(locale, {
      timeZone,
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    // Calendar days are already the member's days: formatted at UTC midnight, they stay that day.
    const day = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    const safely = (formatter: Intl.DateTimeFormat, date: Date, fallback: string) =>
      Number.isNaN(date.getTime()) ? fallback : formatter.format(date);
    const money = (amount: string) => formatMoney(amount, symbol);
    return {
      time: (iso: string) => safely(time, new Date(iso), iso),
      day: (yyyyMmDd: string) => safely(day, new Date(`${yyyyMmDd}T00:00:00Z`), yyyyMmDd),
      /** Movements carry their sign: "+$100.00", "-$20.00". */
      signedMoney: (amount: string) => (signOf(amount) > 0 ? `+${money(amount)}` : money(amount)),
      money,
    };
  }, [locale, timeZone, symbol]);
}
