import { type FocusEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useGameCategories, usePromotionsAvailable } from '../../features/catalogue/use-game-categories';
import { useOpenVendor } from '../../features/play/use-start-game';
import styles from './top-nav.module.css';
import { VendorDropdown } from './vendor-dropdown';

/**
 * Spec 2.2 and 2.3: Home first, the categories that have vendors in the spec's order, promotions
 * last when there are any. Pointing at (or focusing) a category shows its vendors; Escape or
 * leaving closes them.
 */
export function TopNav() {
  const { t } = useTranslation();
  const categories = useGameCategories();
  const hasPromotions = usePromotionsAvailable();
  const openVendor = useOpenVendor();
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };

  return (
    <nav aria-label={t('main_navigation')} className={styles.nav}>
      <ul>
        <li>
          <NavLink to="/" end className={linkClass}>
            {t('hd_home')}
          </NavLink>
        </li>
        {categories.map((category) => {
          const { vendors } = category;
          const dropdownId = `${baseId}-${category.code}`;
          const shown = open === category.code && vendors.length > 0;
          return (
            <li
              key={category.code}
              className={styles.item}
              onMouseEnter={() => setOpen(category.code)}
              onMouseLeave={() => setOpen(null)}
              onFocus={() => setOpen(category.code)}
              onBlur={closeWhenFocusLeaves}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setOpen(null);
              }}
            >
              <NavLink
                to={category.path}
                className={linkClass}
                aria-controls={shown ? dropdownId : undefined}
                aria-expanded={vendors.length > 0 ? shown : undefined}
              >
                {t(category.labelKey)}
              </NavLink>
              {shown ? (
                <VendorDropdown
                  id={dropdownId}
                  label={t(category.labelKey)}
                  vendors={vendors}
                  onPick={(card) => {
                    setOpen(null);
                    openVendor(card);
                  }}
                />
              ) : null}
            </li>
          );
        })}
        {hasPromotions ? (
          <li>
            <NavLink to="/promotions" className={linkClass}>
              {t('hd_event')}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
