import { BANNER_AUTOPLAY_MS } from '@platform/contracts/announcement-constants';
import type { Banner } from '@platform/contracts/announcements';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './banner.module.css';
import { BannerLink } from './banner-link';

// Swiper's code and set-up wait until the carousel is needed: when the visitor reaches for it
// (pointer, touch, keyboard focus or a dot) or when its first rotation is due. Until then the first
// banner and the dots stand in its place, exactly what the carousel would show, so the largest
// paint and a phone's busy first seconds are not spent on it (decision 0021).
const BannerSwiper = lazy(() => import('./banner-swiper'));

/** Spec 2.5: the w_home banners. A lone banner is a still image; several rotate. */
export function BannerCarousel({ banners, loading }: { banners: readonly Banner[]; loading: boolean }) {
  const { t } = useTranslation();
  // The slide the carousel moves to as it starts; null until it is asked to start.
  const [openAt, setOpenAt] = useState<number | null>(null);
  // Swiper is drawn: the still banner and dots give way to it.
  const [swiperShown, setSwiperShown] = useState(false);
  const several = banners.length > 1;
  const sectionRef = useRef<HTMLElement>(null);
  // What the keyboard was on in the still banner (its call or a dot), given back once Swiper has
  // replaced it: focusing the still banner is what starts the carousel.
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (swiperShown && focused.current !== null) refocus(sectionRef.current, focused.current);
    focused.current = null;
  }, [swiperShown]);
  useEffect(() => {
    if (!several || openAt !== null) return;
    // The first banner has been shown for a rotation's time: the carousel starts on the next one.
    const due = setTimeout(() => setOpenAt(1), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(due);
  }, [several, openAt]);
  const [first] = banners;
  if (!first) return loading ? <div className={styles.placeholder} aria-hidden="true" /> : null;
  const reach = () => setOpenAt((current) => current ?? 0);
  return (
    <section
      ref={sectionRef}
      className={styles.carousel}
      aria-label={t('home_banners')}
      aria-roledescription={t('home_carousel')}
      onPointerEnter={several ? reach : undefined}
      onTouchStart={several ? reach : undefined}
      onFocus={several ? reach : undefined}
    >
      {several && openAt !== null ? (
        <Suspense fallback={null}>
          <BannerSwiper
            banners={banners}
            openAt={openAt}
            onShown={() => {
              focused.current = focusedLabel(sectionRef.current);
              setSwiperShown(true);
            }}
          />
        </Suspense>
      ) : null}
      {/* Kept in the same place while Swiper's code loads, so a dot clicked meanwhile still counts. */}
      {swiperShown ? null : (
        <>
          <BannerLink banner={first} priority />
          {several ? <StillDots banners={banners} onChoose={setOpenAt} /> : null}
        </>
      )}
    </section>
  );
}

/** The carousel's dots before Swiper has loaded: the same place, look and names as its own. */
function StillDots({ banners, onChoose }: { banners: readonly Banner[]; onChoose: (slide: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stillDots}>
      {banners.map((banner, slide) => (
        <button
          key={banner.id}
          type="button"
          className={styles.stillDot}
          aria-label={t('home_go_to_slide', { index: slide + 1 })}
          aria-current={slide === 0 ? 'true' : undefined}
          onClick={() => onChoose(slide)}
        />
      ))}
    </div>
  );
}

const labelOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent;

function focusedLabel(root: HTMLElement | null): string | null {
  const active = document.activeElement;
  return root && active && root.contains(active) ? labelOf(active) : null;
}

/** Focuses the control of the shown slide, or the dot, that has this label. */
function refocus(root: HTMLElement | null, label: string): void {
  const controls = root?.querySelectorAll<HTMLElement>(
    '.swiper-slide-active a, .swiper-slide-active button, .swiper-pagination-bullet',
  );
  const match = Array.from(controls ?? []).find((control) => labelOf(control) === label);
  match?.focus();
}
