import type { GameTile } from '@platform/contracts/lobby';
import { type ReactNode, useCallback, useDeferredValue, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameTileCard } from '../lobby/game-tile';
import styles from './game-row.module.css';
import { RowFailure } from './row-failure';

export type RowMore = { to: string } | { onClick: () => void };

type Props = {
  title: string;
  glyph: ReactNode;
  /** Undefined until the row's list has arrived. */
  tiles: readonly GameTile[] | undefined;
  /** The list is on its way (a row not yet near the viewport has not asked for it). */
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  more: RowMore;
  /** Lets the row's owner know when the row comes near the viewport. */
  sectionRef?: (node: HTMLElement | null) => void;
};

const SKELETON = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

/** How far the strip can still scroll back (toward its start) and forward. */
type Ends = { back: boolean; forward: boolean };

/**
 * The strip's scroll state. scrollLeft counts from the start edge: 0 down to negative in a
 * right-to-left page, 0 up in a left-to-right one, so its magnitude says how far along it is.
 */
function useStripEnds() {
  const [ends, setEnds] = useState<Ends>({ back: false, forward: false });
  const measure = useCallback((strip: HTMLElement | null) => {
    if (!strip) return;
    const along = Math.abs(strip.scrollLeft);
    const room = strip.scrollWidth - strip.clientWidth;
    const next = { back: along > 1, forward: along < room - 1 };
    setEnds((current) => (current.back === next.back && current.forward === next.forward ? current : next));
  }, []);
  return { ends, measure };
}

/**
 * Spec 2.5: one home row, its title with a 'more' button and a strip of game tiles that scrolls
 * sideways (natively: touch, trackpad and the arrows, which move it a screenful). A row whose list
 * came back empty is left out rather than shown bare.
 */
export function GameRow({ title, glyph, tiles: arrived, loading, error, onRetry, more, sectionRef }: Props) {
  const { t, i18n } = useTranslation();
  // A list arrives as a blocking update (React Query's store subscription): deferred, the row's
  // twelve tiles are built as a transition, in slices, rather than in one long task.
  const tiles = useDeferredValue(arrived);
  const headingId = useId();
  const strip = useRef<HTMLUListElement | null>(null);
  const { ends, measure } = useStripEnds();
  const stripRef = useCallback(
    (node: HTMLUListElement | null) => {
      strip.current = node;
      if (!node) return;
      // Measured once laid out (a ResizeObserver reports after layout): reading the strip's scroll
      // geometry while React commits would force a layout of the page for every row.
      if (typeof ResizeObserver === 'undefined') {
        measure(node);
        return;
      }
      const observer = new ResizeObserver(() => measure(node));
      observer.observe(node);
      return () => {
        observer.disconnect();
        strip.current = null;
      };
    },
    [measure],
  );
  if (tiles && tiles.length === 0 && !error) return null;
  const dir = i18n.dir();
  /** Forward is toward the end of the reading direction: leftward in Arabic. */
  const scroll = (toward: 1 | -1) => {
    const node = strip.current;
    if (!node) return;
    node.scrollBy({ left: toward * (dir === 'rtl' ? -1 : 1) * node.clientWidth * 0.9, behavior: 'smooth' });
  };
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
            disabled={!ends.back}
            onClick={() => scroll(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('home_scroll_forward', { title })}
            disabled={!ends.forward}
            onClick={() => scroll(1)}
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
        <ul ref={stripRef} className={styles.strip} dir={dir} onScroll={(event) => measure(event.currentTarget)}>
          {tiles.map((tile) => (
            <li key={tile.nodeId} className={styles.slide}>
              <GameTileCard tile={tile} />
            </li>
          ))}
        </ul>
      ) : (
        <RowSkeleton loading={loading} />
      )}
    </section>
  );
}

/**
 * The row's place held until its list arrives. Only a row whose list is on its way shimmers: the
 * rows further down wait still, since a background animation repaints the page on every frame.
 */
function RowSkeleton({ loading }: { loading: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
    <div
      className={loading ? `${styles.skeleton} ${styles.loading}` : styles.skeleton}
      role="status"
      aria-label={t('loading')}
    >
      {SKELETON.map((key) => (
        <span key={key} className={styles.ghost} />
      ))}
    </div>
  );
}
