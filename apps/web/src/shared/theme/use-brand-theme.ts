import { useLayoutEffect, useMemo } from 'react';
import { type BrandColours, brandThemeCss } from './brand-colours';

/**
 * Lays the brand's theme colours over the defaults for as long as the caller is mounted. A layout
 * effect: the style is in place before the browser paints the first screen that follows the
 * startup configuration, so the lobby never shows the default colours in between.
 */
export function useBrandTheme(colours: BrandColours | undefined): void {
  const primary = colours?.themePrimary ?? null;
  const accent = colours?.themeAccent ?? null;
  const css = useMemo(() => brandThemeCss({ themePrimary: primary, themeAccent: accent }), [primary, accent]);
  useLayoutEffect(() => {
    if (!css) return;
    const style = document.createElement('style');
    style.dataset.brandTheme = '';
    style.textContent = css;
    document.head.appendChild(style);
    return () => style.remove();
  }, [css]);
}
