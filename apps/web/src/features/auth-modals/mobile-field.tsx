import type { PermissionValue } from '@platform/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorText, FieldFrame } from '../../shared/forms/field';
import formStyles from '../../shared/forms/forms.module.css';
import { CountryFlag } from '../../shared/ui/country-flag';
import { fetchCountries } from './auth-api';
import styles from './auth-forms.module.css';

export function useCountries() {
  return useQuery({
    queryKey: ['auth', 'countries'],
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The fields the mobile number fills in a form (the form names them so). */
export type MobileValues = { mobileNum: string; countryDialingCode: string };

/**
 * Where the country list starts: the visitor's country (permission location), else the brand's
 * own, else the first listed.
 */
export function startingCountries(permission: PermissionValue): (string | null)[] {
  return [permission.location.country, permission.country];
}

type Props<V extends FieldValues> = {
  control: Control<V>;
  /** The countries to start at, most wanted first (startingCountries); one not offered is skipped. */
  preferredCountries: (string | null)[];
  label?: string;
  addon?: ReactNode;
};

/** The country list with dialing codes and flags (spec 3, country entry) and the mobile number. */
export function MobileField<V extends FieldValues>({ control, preferredCountries, label, addon }: Props<V>) {
  const { t } = useTranslation();
  const countries = useCountries();
  const list = countries.data ?? [];
  // The form's own type narrowed to the two fields this control fills.
  const mobileControl = control as unknown as Control<MobileValues>;
  const mobile = useController({ control: mobileControl, name: 'mobileNum' });
  const dialing = useController({ control: mobileControl, name: 'countryDialingCode' });
  const dialingCode = dialing.field.value;
  const chooseDialingCode = dialing.field.onChange;

  // Start at the visitor's or the brand's country, unless a code was already chosen (remembered).
  const first =
    preferredCountries.flatMap((code) => list.find((c) => code !== null && c.countryCode === code) ?? []).at(0) ??
    list[0];
  useEffect(() => {
    if (!dialingCode && first) chooseDialingCode(first.countryDialingCode);
  }, [dialingCode, first, chooseDialingCode]);
  // The flag of the chosen code, beside the list: an option holds text only, so no picture there.
  const chosen = list.find((c) => c.countryDialingCode === dialingCode);

  return (
    <FieldFrame
      label={label ?? t('mobile_number')}
      error={mobile.fieldState.error}
      addon={addon ?? null}
      extra={countries.isError ? <FieldErrorText error={{ key: 'link_abnormal' }} /> : null}
    >
      {(ids) => (
        <div className={formStyles.inputRow}>
          {chosen ? <CountryFlag country={chosen.countryCode} /> : null}
          <select
            aria-label={t('country_code')}
            className={styles.countrySelect}
            value={dialingCode}
            onChange={(e) => chooseDialingCode(e.target.value)}
          >
            {dialingCode && !list.some((c) => c.countryDialingCode === dialingCode) ? (
              <option value={dialingCode}>{dialingCode}</option>
            ) : null}
            {list.map((c) => (
              <option key={c.countryCode} value={c.countryDialingCode}>
                {`${c.countryCode} ${c.countryDialingCode}`}
              </option>
            ))}
          </select>
          <input
            {...ids}
            ref={mobile.field.ref}
            name="mobileNum"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={mobile.field.value}
            onBlur={mobile.field.onBlur}
            onChange={(e) => mobile.field.onChange(e.target.value)}
          />
        </div>
      )}
    </FieldFrame>
  );
}
