import type { Banner } from '@platform/contracts/announcements';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './banner.module.css';
import { BannerLink } from './banner-link';
import { useAfterLoad } from './use-after-load';

// Swiper is loaded only where there is something to rotate, and only once the page has loaded:
// until then the first banner stands in its place, so the largest paint
// never waits for the carousel's code and a phone's busy first seconds are not spent on it.
const BannerSwiper = lazy(() => import('./banner-swiper'));

/** Spec 2.5: the w_home banners. A lone banner is a still image; several rotate. */
export function BannerCarousel({ banners, loading }: { banners: readonly Banner[]; loading: boolean }) {
  const { t } = useTranslation();
  const afterLoad = useAfterLoad();
  const [first] = banners;
  if (!first) return loading ? <div className={styles.placeholder} aria-hidden="true" /> : null;
  const still = <BannerLink banner={first} priority />;
  return (
    <section className={styles.carousel} aria-label={t('home_banners')} aria-roledescription={t('home_carousel')}>
      {banners.length > 1 && afterLoad ? (
        <Suspense fallback={still}>
          <BannerSwiper banners={banners} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
