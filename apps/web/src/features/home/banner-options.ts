import { BANNER_AUTOPLAY_MS, BANNER_SPACING_PX, BANNER_SPEED_MS } from '@platform/contracts/announcement-constants';

export type BannerSwiperOptions = {
  loop: boolean;
  loopPreventsSliding: false;
  autoplay: false | { delay: number; disableOnInteraction: boolean; pauseOnMouseEnter: boolean };
  speed: number;
  spaceBetween: number;
  pagination: false | { clickable: true };
};

/**
 * Spec 2.5 and 9: with more than one banner the carousel loops, autoplays every 5 s and has
 * clickable pagination; a single banner stands still (nothing to loop to, no dots to click).
 * Transition 1 s and spacing 20 px either way.
 */
export function bannerSwiperOptions(count: number): BannerSwiperOptions {
  const several = count > 1;
  return {
    loop: several,
    // A dot clicked during the 1 s transition still moves the carousel (Swiper drops it by default).
    loopPreventsSliding: false,
    // A click on a dot or a swipe must not stop the rotation for good: it carries on afterwards.
    autoplay: several ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
    speed: BANNER_SPEED_MS,
    spaceBetween: BANNER_SPACING_PX,
    pagination: several ? { clickable: true } : false,
  };
}
