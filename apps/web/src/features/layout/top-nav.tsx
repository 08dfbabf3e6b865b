import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useGameCategories, usePromotionsAvailable } from '../catalogue/use-game-categories';
import styles from './top-nav.module.css';

/** Spec 2.2: Home first, the categories that have vendors, promotions last when there are any. */
export function TopNav() {
  const { t } = useTranslation();
  const categories = useGameCategories();
  const hasPromotions = usePromotionsAvailable();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  return (
    <nav aria-label={t('main_navigation')} className={styles.nav}>
      <ul>
        <li>
          <NavLink to="/" end className={linkClass}>
            {t('hd_home')}
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category.code}>
            <NavLink to={category.path} className={linkClass}>
              {t(category.labelKey)}
            </NavLink>
          </li>
        ))}
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
