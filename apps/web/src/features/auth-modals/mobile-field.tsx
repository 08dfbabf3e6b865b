import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCountries } from './auth-api';
import styles from './auth-forms.module.css';
import { FieldErrorText } from './field';
import type { FieldMessage } from './field-rules';

/** 'AE' → 🇦🇪: regional-indicator letters; a system without an emoji font shows the letter pair. */
export function flagOf(countryCode: string): string {
  return [...countryCode.toUpperCase()].map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65)).join('');
}

export function useCountries() {
  return useQuery({
    queryKey: ['auth', 'countries'],
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

type Props = {
  dialingCode: string;
  onDialingCode: (code: string) => void;
  mobile: string;
  onMobile: (mobile: string) => void;
  error: FieldMessage | undefined;
  /** The visitor's country (permission location): the list starts there when it is offered. */
  preferredCountry: string | null;
  label?: string;
  addon?: ReactNode;
};

/** The country list with dialing codes and flags (spec 3, country entry) and the mobile number. */
export function MobileField({
  dialingCode,
  onDialingCode,
  mobile,
  onMobile,
  error,
  preferredCountry,
  label,
  addon,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const countries = useCountries();
  const list = countries.data ?? [];

  // Start at the visitor's country, else the first listed, unless a code was already chosen (remembered).
  const first = list.find((c) => c.countryCode === preferredCountry) ?? list[0];
  useEffect(() => {
    if (!dialingCode && first) onDialingCode(first.countryDialingCode);
  }, [dialingCode, first, onDialingCode]);

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-mobile`}>{label ?? t('mobile_number')}</label>
      <div className={styles.inputRow}>
        <select
          aria-label={t('country_code')}
          className={styles.countrySelect}
          value={dialingCode}
          onChange={(e) => onDialingCode(e.target.value)}
        >
          {dialingCode && !list.some((c) => c.countryDialingCode === dialingCode) ? (
            <option value={dialingCode}>{dialingCode}</option>
          ) : null}
          {list.map((c) => (
            <option key={c.countryCode} value={c.countryDialingCode}>
              {`${flagOf(c.countryCode)} ${c.countryCode} ${c.countryDialingCode}`}
            </option>
          ))}
        </select>
        <input
          id={`${id}-mobile`}
          name="mobileNum"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={mobile}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onMobile(e.target.value)}
        />
        {addon}
      </div>
      <FieldErrorText id={`${id}-error`} error={error} />
      {countries.isError ? <FieldErrorText error={{ key: 'link_abnormal' }} /> : null}
    </div>
  );
}
