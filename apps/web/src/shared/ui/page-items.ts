export type PageItem = number | 'gap';

/**
 * The page links to show (spec 2.6 lobby pagination: a range of 3 around the current page and 1
 * margin page at each end): 1 … 4 5 6 … 20. A gap of exactly one page shows that page instead
 * of an ellipsis, which would hide no more than the link itself.
 */
export function pageItems(current: number, totalPages: number, range = 3, margin = 1): PageItem[] {
  if (totalPages < 1) return [];
  const shown = new Set<number>();
  for (let i = 1; i <= Math.min(margin, totalPages); i++) {
    shown.add(i);
    shown.add(totalPages - i + 1);
  }
  const start = Math.max(1, Math.min(current - Math.floor((range - 1) / 2), totalPages - range + 1));
  for (let page = start; page < start + range && page <= totalPages; page++) shown.add(page);

  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
