import type { VendorCard } from '@platform/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../../shared/ui/isolated';
import styles from './vendor-dropdown.module.css';

/** Spec 2.3 and 9: past this many vendors the dropdown takes its large, multi-column form. */
export const VENDOR_DROPDOWN_LARGE_ABOVE = 10;

type Props = { id: string; label: string; vendors: readonly VendorCard[]; onPick: (card: VendorCard) => void };

/** The vendors of one game type under its top-navigation entry, each with icon and name. */
export function VendorDropdown({ id, label, vendors, onPick }: Props) {
  const { t } = useTranslation();
  const large = vendors.length > VENDOR_DROPDOWN_LARGE_ABOVE;
  return (
    <div
      id={id}
      data-layout={large ? 'large' : 'compact'}
      className={large ? `${styles.dropdown} ${styles.large}` : styles.dropdown}
    >
      <ul className={styles.list} aria-label={t('home_vendor_menu', { category: label })}>
        {vendors.map((card) => (
          <li key={`${card.gameType}-${card.vassalage}`}>
            <button type="button" className={styles.vendor} onClick={() => onPick(card)}>
              <img className={styles.icon} src={card.lagerIcon} alt="" width={40} height={40} loading="lazy" />
              <Isolated truncate className={styles.name}>
                {card.displayName}
              </Isolated>
              {card.maintenance ? <span className={styles.badge}>{t('home_vendor_maintenance')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
