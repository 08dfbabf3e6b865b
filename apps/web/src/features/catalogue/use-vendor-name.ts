import { useMemo } from 'react';
import { useGameCategories } from './use-game-categories';

/**
 * A vendor's name as the lobby shows it, in the page's language where the catalogue has it; for a
 * vendor the menus do not list (or before they load), `fallback`, the name the caller was given.
 */
export function useVendorName(): (code: string, fallback: string) => string {
  const categories = useGameCategories();
  const names = useMemo(() => {
    const byCode = new Map<string, string>();
    for (const category of categories) {
      for (const vendor of category.vendors) byCode.set(vendor.vassalage, vendor.displayName);
    }
    return byCode;
  }, [categories]);
  return (code, fallback) => names.get(code) ?? fallback;
}
