import { startTransition, useEffect, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport (and from then on), so that
 * what is below the fold asks for its data only when the visitor scrolls toward it. Without
 * IntersectionObserver (old browsers, tests) everything counts as in view.
 */
export function useInView<T extends Element>(rootMargin = '300px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (inView || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: what comes into view (a home row's list, the winner board, the footer's
        // icons) is built in slices rather than in the observer's task, which on the first screen
        // holds several home rows at once.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setInView(true));
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, inView, rootMargin]);
  return [setNode, inView];
}
