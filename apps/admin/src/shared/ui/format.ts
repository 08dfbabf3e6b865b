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
