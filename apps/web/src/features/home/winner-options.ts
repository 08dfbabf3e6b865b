import { WINNER_SPEED_MS } from './home-constants';

/** Spec 2.5 and 9: two winners per slide, so the board reads as two rows. */
export function winnerSlides<T>(items: readonly T[]): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += 2) slides.push(items.slice(i, i + 2));
  return slides;
}

/**
 * Continuous movement (no pause between slides, each passing at the spec's speed of 3000 ms) once
 * there are more slides than the widest screen shows at once; fewer stand still.
 */
export function winnerMotion(slideCount: number, slidesOnScreen: number): { moving: boolean; durationMs: number } {
  return { moving: slideCount > slidesOnScreen, durationMs: slideCount * WINNER_SPEED_MS };
}
