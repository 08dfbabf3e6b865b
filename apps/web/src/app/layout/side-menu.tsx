import { Download, Menu, PanelLeftClose } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CategoryIcon } from '../../features/catalogue/category-icon';
import { useGameCategories, usePromotionsAvailable } from '../../features/catalogue/use-game-categories';
import { SideBanners } from '../../features/home/side-banners';
import { LanguageList } from '../../shared/i18n/language-select';
import { usePermission } from '../../shared/system/startup-queries';

import { BrandMark } from './brand-mark';
import styles from './side-menu.module.css';
import { SideMenuEntries } from './side-menu-entries';
import { SocialLinks } from './social-links';

type Props = { expanded: boolean; onToggle: () => void };

/**
 * Spec 2.4: logo, collapse toggle, VIP / invite / bet history, Home, the categories, promotions
 * (when there are any), download, the w_leftmenu banner, language and social icons. Collapsing
 * hides everything but the toggle (spec 4.9: shown/hidden).
 */
export function SideMenu({ expanded, onToggle }: Props) {
  const { t } = useTranslation();
  const contentId = useId();

  return (
    <aside className={expanded ? styles.menu : `${styles.menu} ${styles.collapsed}`} aria-label={t('side_menu')}>
      <div className={styles.top}>
        {expanded ? <BrandMark /> : null}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={contentId}
          aria-label={t('side_menu_toggle')}
          onClick={onToggle}
        >
          <span aria-hidden="true">{expanded ? <PanelLeftClose size="1em" /> : <Menu size="1em" />}</span>
        </button>
      </div>
      {/* Collapsed, the menu's entries are not built at all (a phone starts collapsed): less work on
          the first screen. The container stays, so the toggle's aria-controls names an element. */}
      <div id={contentId} hidden={!expanded} className={styles.content}>
        {expanded ? <SideMenuContent /> : null}
      </div>
    </aside>
  );
}

/** The expanded menu: entries, categories, promotions, download, banner, languages and social icons. */
function SideMenuContent() {
  const { t } = useTranslation();
  const permission = usePermission();
  const categories = useGameCategories();
  const hasPromotions = usePromotionsAvailable();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.entry} ${styles.active}` : styles.entry;
  return (
    <>
      <SideMenuEntries />
      <nav aria-label={t('game_menu')}>
        <ul className={styles.list}>
          <li>
            <NavLink to="/" end className={linkClass}>
              <span className={styles.glyph} aria-hidden="true">
                <CategoryIcon code="HOME" />
              </span>
              {t('hd_home')}
            </NavLink>
          </li>
          {categories.map((category) => (
            <li key={category.code}>
              <NavLink to={category.path} className={linkClass}>
                <span className={styles.glyph} aria-hidden="true">
                  <CategoryIcon code={category.code} />
                </span>
                {t(category.labelKey)}
              </NavLink>
            </li>
          ))}
          {hasPromotions ? (
            <li>
              <NavLink to="/promotions" className={linkClass}>
                <span className={styles.glyph} aria-hidden="true">
                  <CategoryIcon code="PROMO" />
                </span>
                {t('hd_event')}
              </NavLink>
            </li>
          ) : null}
          <li>
            <NavLink to="/down" className={linkClass}>
              <span className={styles.glyph} aria-hidden="true">
                <Download size="1em" />
              </span>
              {t('app_download')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <SideBanners />
      <div className={styles.section}>
        <LanguageList />
      </div>
      <div className={styles.section}>
        <SocialLinks resources={permission.resources} />
      </div>
    </>
  );
}
