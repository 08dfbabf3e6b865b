import { useLayoutEffect } from 'react';
import { applyBrandColours, type BrandColours } from './brand-colours';

/**
 * Lays the brand's theme colours over the defaults for as long as the caller is mounted. A layout
 * effect: they are in place before the browser paints the first screen that follows the startup
 * configuration, so the lobby never shows the default colours in between.
 */
export function useBrandTheme(colours: BrandColours | undefined): void {
  const primary = colours?.themePrimary ?? null;
  const accent = colours?.themeAccent ?? null;
  useLayoutEffect(
    () => applyBrandColours(document.documentElement, { themePrimary: primary, themeAccent: accent }),
    [primary, accent],
  );
}
