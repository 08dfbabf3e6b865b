import { API } from '@platform/contracts/api-paths';
import { permissionValueSchema } from '@platform/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../api/http';

const localeOf = (language: string) => (language === 'ar' ? 'ar-AE' : 'en-GB');

/** A server time (ISO) as the staff member's language writes dates and times. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (iso) => format.format(new Date(iso));
}

const brandCurrencySchema = permissionValueSchema.pick({ currency: true });

/** The currency of the brand the console is served for (money is in that one currency). */
export function useBrandCurrency(): string | undefined {
  const brand = useQuery({
    queryKey: ['brand', 'currency'],
    queryFn: () => apiCall(brandCurrencySchema, API.permission),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return brand.data?.currency;
}

/**
 * A decimal amount from the server ("1250.50", "-3.00") in the brand's currency, grouped as the
 * staff member's language writes numbers, with Latin digits as typed in the console's forms. The
 * text goes to Intl as a string, so no digit is lost to a floating-point number.
 */
export function useMoney(): (amount: string) => string {
  const { i18n } = useTranslation();
  const currency = useBrandCurrency();
  return (amount) => {
    const digits = amount.split('.')[1]?.length ?? 0;
    const options: Intl.NumberFormatOptions = { minimumFractionDigits: digits, maximumFractionDigits: digits };
    if (currency) Object.assign(options, { style: 'currency', currency, currencyDisplay: 'code' });
    const format = new Intl.NumberFormat(`${localeOf(i18n.language)}-u-nu-latn`, options);
    return format.format(amount as unknown as number);
  };
}

/** A count as the staff member's language groups digits (Latin digits, as in the console's forms): 12,345. */
export function useCount(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(`${localeOf(i18n.language)}-u-nu-latn`);
  return (value) => format.format(value);
}

/**
 * A decimal amount as useMoney writes it but without the currency, for tables whose heading names
 * it once (the reports): "1,250.50".
 */
export function useAmount(): (amount: string) => string {
  const { i18n } = useTranslation();
  return (amount) => {
    const digits = amount.split('.')[1]?.length ?? 0;
    const format = new Intl.NumberFormat(`${localeOf(i18n.language)}-u-nu-latn`, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    return format.format(amount as unknown as number);
  };
}
