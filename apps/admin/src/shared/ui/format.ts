import { useTranslation } from 'react-i18next';

/** A server time (ISO) as the staff member's language writes dates and times. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (iso) => format.format(new Date(iso));
}

/** The number formatting of the staff member's language, with Latin digits as amounts are typed and exported. */
function numberLocale(language: string): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
}

/** A count as the staff member's language groups digits: 12,345. */
export function useCount(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(numberLocale(i18n.language));
  return (value) => format.format(value);
}

/**
 * A decimal amount from the server ("-1234.50") grouped for reading, its decimals as sent. For
 * display only: the digits are regrouped, never rounded or turned into a float.
 */
export function useAmount(): (amount: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(numberLocale(i18n.language));
  return (amount) => {
    const [whole = '0', fraction] = amount.replace(/^-/, '').split('.');
    const grouped = format.format(BigInt(whole));
    return `${amount.startsWith('-') ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
  };
}
