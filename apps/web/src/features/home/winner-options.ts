import { WINNER_SPEED_MS } from './home-constants';

/** Spec 2.5 and 9: two winners per slide, so the carousel reads as two rows. */
export function winnerSlides<T>(items: readonly T[]): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += 2) slides.push(items.slice(i, i + 2));
  return slides;
}

/**
 * Continuous autoplay (no pause between moves, at speed 3000) that stops while the pointer is
 * over it so a winner can be clicked. Loop needs more slides than are on screen, else it stands.
 */
export function winnerSwiperOptions(slideCount: number, slidesPerView: number) {
  const moving = slideCount > slidesPerView;
  return {
    loop: moving,
    speed: WINNER_SPEED_MS,
    autoplay: moving ? { delay: 0, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
  } as const;
}
