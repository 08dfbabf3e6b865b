import { useTranslation } from 'react-i18next';

/**
 * Times as the member reads them: the browser's time zone, the page language, Latin digits (as
 * amounts are, so an order time can be compared with a bank statement).
 */
export function useDateTime() {
  const { i18n } = useTranslation();
  const formatter = new Intl.DateTimeFormat(`${i18n.language}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
  };
}
