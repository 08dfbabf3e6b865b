import type { Banner } from '@platform/contracts/announcements';
import { Link } from 'react-router';
import styles from './banner.module.css';
import { useStartBannerGame } from './banner-game';
import { bannerTarget } from './banner-target';

/** The banner artwork is drawn at 1200 x 400 by the server; the box keeps that ratio (no layout shift). */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/**
 * One banner: an image that opens its target (spec 2.5). `priority` marks the first banner of the
 * page, the largest paint: fetched eagerly and first; the rest wait until they are near.
 */
export function BannerLink({ banner, priority = false }: { banner: Banner; priority?: boolean }) {
  const startGame = useStartBannerGame();
  const target = bannerTarget(banner);
  const image = (
    <img
      className={styles.image}
      src={banner.url}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );
  switch (target.kind) {
    case 'route':
      return (
        <Link to={target.to} className={styles.banner}>
          {image}
        </Link>
      );
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={styles.banner}>
          {image}
        </a>
      );
    case 'game':
      return (
        <button type="button" className={styles.banner} onClick={() => void startGame(target.nodeId)}>
          {image}
        </button>
      );
    default:
      return <div className={`${styles.banner} ${styles.inert}`}>{image}</div>;
  }
}
