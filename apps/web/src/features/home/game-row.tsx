import type { GameTile } from '@platform/contracts/lobby';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { GameTileCard } from '../lobby/game-tile';
import styles from './game-row.module.css';
import { RowFailure } from './row-failure';

export type RowMore = { to: string } | { onClick: () => void };

type Props = {
  title: string;
  glyph: string;
  /** Undefined until the row's list has arrived. */
  tiles: readonly GameTile[] | undefined;
  error: unknown;
  onRetry: () => void;
  more: RowMore;
  /** Lets the row's owner know when the row comes near the viewport. */
  sectionRef?: (node: HTMLElement | null) => void;
};

const SKELETON = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

/**
 * Spec 2.5: one home row, its title with a 'more' button and a carousel of game tiles. A row
 * whose list came back empty is left out rather than shown bare.
 */
export function GameRow({ title, glyph, tiles, error, onRetry, more, sectionRef }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  if (tiles && tiles.length === 0 && !error) return null;
  const dir = i18n.dir();
  const moreLabel = t('home_more_of', { category: title });
  return (
    <section ref={sectionRef} className={styles.row} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          <span className={styles.glyph} aria-hidden="true">
            {glyph}
          </span>
          {title}
        </h2>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('home_scroll_back', { title })}
            disabled={!swiper}
            onClick={() => swiper?.slidePrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('home_scroll_forward', { title })}
            disabled={!swiper}
            onClick={() => swiper?.slideNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
          {'to' in more ? (
            <Link to={more.to} className={styles.more} aria-label={moreLabel}>
              {t('home_more')}
            </Link>
          ) : (
            <button type="button" className={styles.more} aria-label={moreLabel} onClick={more.onClick}>
              {t('home_more')}
            </button>
          )}
        </div>
      </div>
      {error ? (
        <RowFailure error={error} onRetry={onRetry} />
      ) : tiles ? (
        <Swiper
          key={dir}
          dir={dir}
          modules={[A11y]}
          className={styles.carousel}
          slidesPerView="auto"
          slidesPerGroupAuto
          spaceBetween={14}
          speed={500}
          onSwiper={setSwiper}
        >
          {tiles.map((tile) => (
            <SwiperSlide key={tile.nodeId} className={styles.slide}>
              <GameTileCard tile={tile} />
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <RowSkeleton />
      )}
    </section>
  );
}

function RowSkeleton(): ReactNode {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-label={t('loading')}>
      {SKELETON.map((key) => (
        <span key={key} className={styles.ghost} />
      ))}
    </div>
  );
}
