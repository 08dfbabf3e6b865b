import { useEffect, useState } from 'react';

/** How the page's clock moves: every frame (the curve), a few times a second (text only), or not at all. */
export type Pace = 'frame' | 'slow' | 'still';
const SLOW_MS = 250;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;

/** The member asked the system for less motion: the curve stands still and only the figures change. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => reducedMotion()?.matches ?? false);
  useEffect(() => {
    const query = reducedMotion();
    if (!query) return;
    const onChange = () => setReduced(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

/**
 * The server's time now (this browser's clock plus `offset`), re-rendering at `pace`. Read at each
 * render, not at the last tick, so a new state (a new offset) is never drawn with an older clock.
 */
export function useServerNow(offset: number, pace: Pace): number {
  const [, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (pace === 'still') return;
    setNow(Date.now());
    if (pace === 'slow' || typeof requestAnimationFrame !== 'function') {
      const timer = setInterval(() => setNow(Date.now()), pace === 'slow' ? SLOW_MS : 16);
      return () => clearInterval(timer);
    }
    let frame = requestAnimationFrame(function tick() {
      setNow(Date.now());
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [pace]);
  return Date.now() + offset;
}
