import { BANNER_AUTOPLAY_MS } from '@platform/contracts/announcement-constants';
import type { Banner } from '@platform/contracts/announcements';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './banner.module.css';
import { BannerLink } from './banner-link';

// Swiper's code and set-up wait until the carousel is needed: when the visitor reaches for it
// (pointer, touch or keyboard focus) or when its first rotation is due. Until then the first banner
// stands in its place, exactly what the carousel would show, so the largest paint and a phone's
// busy first seconds are not spent on it (decision 0021).
const BannerSwiper = lazy(() => import('./banner-swiper'));

/** Why the carousel started: a due rotation moves on at once, a visitor's reach does not. */
type Start = 'rotation-due' | 'reached';

/** Spec 2.5: the w_home banners. A lone banner is a still image; several rotate. */
export function BannerCarousel({ banners, loading }: { banners: readonly Banner[]; loading: boolean }) {
  const { t } = useTranslation();
  const [start, setStart] = useState<Start | null>(null);
  const several = banners.length > 1;
  useEffect(() => {
    if (!several || start) return;
    const due = setTimeout(() => setStart('rotation-due'), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(due);
  }, [several, start]);
  const [first] = banners;
  if (!first) return loading ? <div className={styles.placeholder} aria-hidden="true" /> : null;
  const still = <BannerLink banner={first} priority />;
  const reach = () => setStart((current) => current ?? 'reached');
  return (
    <section
      className={styles.carousel}
      aria-label={t('home_banners')}
      aria-roledescription={t('home_carousel')}
      onPointerEnter={several ? reach : undefined}
      onTouchStart={several ? reach : undefined}
      onFocus={several ? reach : undefined}
    >
      {several && start ? (
        <Suspense fallback={still}>
          <BannerSwiper banners={banners} advanceAtStart={start === 'rotation-due'} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
