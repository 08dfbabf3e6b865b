import type { VendorCard } from '@platform/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../../shared/ui/isolated';
import { useOpenVendor } from '../play/use-start-game';
import styles from './vendor-tiles.module.css';

/** Game centres (sports, e-sports, lotteries): each vendor of the lane as a big tile (spec 4.8). */
export function VendorTiles({ cards }: { cards: readonly VendorCard[] }) {
  const { t } = useTranslation();
  const openVendor = useOpenVendor();
  if (cards.length === 0) return null;
  return (
    <ul className={styles.tiles} aria-label={t('lobby_vendors')}>
      {cards.map((card) => (
        <li key={card.vassalage}>
          <button
            type="button"
            className={card.maintenance ? `${styles.tile} ${styles.maintenance}` : styles.tile}
            onClick={() => openVendor(card)}
          >
            <img className={styles.icon} src={card.lagerIcon} alt="" width={200} height={200} loading="lazy" />
            <Isolated className={styles.name}>{card.displayName}</Isolated>
            {card.maintenance ? <span className={styles.badge}>{t('lobby_tile_maintenance')}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
