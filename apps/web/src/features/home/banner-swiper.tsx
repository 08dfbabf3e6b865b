import type { Banner } from '@platform/contracts/announcements';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './banner.module.css';
import { BannerLink } from './banner-link';
import { bannerSwiperOptions } from './banner-options';

/**
 * The rotating w_home banners (loaded on demand by BannerCarousel). It opens on the first banner,
 * the one the still image showed, and slides on to `openAt` (the next one when a rotation was due,
 * the dot the visitor chose), so the visitor sees the carousel move rather than jump.
 */
export default function BannerSwiper({
  banners,
  openAt,
  onShown,
}: {
  banners: readonly Banner[];
  openAt: number;
  /** Called as Swiper starts, before its first paint, so the still banner never shows beside it. */
  onShown: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dir = i18n.dir();
  return (
    <Swiper
      // Swiper reads the direction once, at start: a language switch builds a new one.
      key={dir}
      dir={dir}
      className={styles.swiper}
      modules={[A11y, Autoplay, Pagination]}
      {...bannerSwiperOptions(banners.length)}
      onSwiper={(swiper) => {
        onShown();
        if (openAt > 0) swiper.slideToLoop(openAt);
      }}
      a11y={{
        prevSlideMessage: t('home_previous_slide'),
        nextSlideMessage: t('home_next_slide'),
        // Swiper fills in {{index}} itself.
        paginationBulletMessage: t('home_go_to_slide', { index: '{{index}}' }),
      }}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <BannerLink banner={banner} priority={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
