import type { GameMenu, VendorCard } from '@platform/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { useDeferredGameMenus } from '../../features/catalogue/game-menus';
import { useOpenVendor } from '../../features/play/use-start-game';
import { Isolated } from '../../shared/ui/isolated';
import { useInView } from '../../shared/ui/use-in-view';
import styles from './footer.module.css';

/** Spec 2.5: the footer's vendor strip shows eight vendors. */
export const FOOTER_VENDOR_COUNT = 8;

/** The first vendors across the menus, each once (a vendor can serve several game types). */
export function footerVendors(menus: readonly GameMenu[], count = FOOTER_VENDOR_COUNT): VendorCard[] {
  const seen = new Set<string>();
  const picked: VendorCard[] = [];
  for (const menu of menus) {
    for (const card of menu.vendors) {
      if (picked.length === count) return picked;
      if (seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      picked.push(card);
    }
  }
  return picked;
}

export function FooterVendors() {
  const { t } = useTranslation();
  const { menus } = useDeferredGameMenus();
  const openVendor = useOpenVendor();
  // The icons wait until the strip nears the viewport. The browser's own lazy loading reaches far
  // ahead (over a thousand pixels), and at the start, before the rows below the fold are drawn, the
  // footer sits within that reach: eight images decoded in the page's busiest second for nothing.
  const [ref, near] = useInView<HTMLElement>('400px');
  const vendors = footerVendors(menus ?? []);
  if (vendors.length === 0) return null;
  return (
    <section ref={ref} className={styles.vendors} aria-label={t('home_vendor_strip')}>
      <ul className={styles.vendorList}>
        {vendors.map((card) => (
          <li key={card.vassalage}>
            <button type="button" className={styles.vendor} onClick={() => openVendor(card)} title={card.displayName}>
              {near ? (
                <img src={card.lagerIcon} alt="" width={48} height={48} loading="lazy" decoding="async" />
              ) : (
                <span className={styles.vendorIcon} aria-hidden="true" />
              )}
              <Isolated truncate className={styles.vendorName}>
                {card.displayName}
              </Isolated>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
