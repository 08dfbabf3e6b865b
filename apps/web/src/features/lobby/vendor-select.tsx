import type { VendorCard } from '@platform/contracts/lobby';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lobby-page.module.css';

type Props = { vendors: readonly VendorCard[]; value: string | null; onChange: (vendor: string | null) => void };

/** Spec 2.6: the vendor dropdown, 'all providers' first, then the category's vendors. */
export function VendorSelect({ vendors, value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // A vendor named by the URL but not (or not yet) in the lanes still shows what filters the list.
  const unknown = value !== null && !vendors.some((v) => v.vassalage === value);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="visually-hidden">
        {t('game_provider')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      >
        <option value="">{t('all_providers')}</option>
        {vendors.map((vendor) => (
          <option key={vendor.vassalage} value={vendor.vassalage}>
            {vendor.displayName}
          </option>
        ))}
        {unknown ? <option value={value}>{value}</option> : null}
      </select>
    </div>
  );
}
