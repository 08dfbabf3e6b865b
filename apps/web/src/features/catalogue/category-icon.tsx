import { Suspense } from 'react';
import { lazyChunk } from '../../shared/system/chunk-load';
import { LoadFailureBoundary } from '../../shared/system/popup-error-boundary';
import styles from './category-icon.module.css';

/**
 * The category pictures are a chunk of their own, loaded with the first one shown: the home page's
 * first script stays within its budget (bench/web-lobby.bench.ts). Until it arrives an empty box of
 * the icon's size holds the place, so nothing moves when the pictures come in.
 */
const CategoryIconSet = lazyChunk(() => import('./category-icon-set'), 'category-icon-set');

/**
 * The picture beside a category's name in the menus and rows (decorative). If its chunk does not
 * load the empty box stays: the name beside it says it all, and a missing picture is no reason to
 * take the menu down with an error card.
 */
export function CategoryIcon({ code }: { code: string }) {
  const placeholder = <span className={styles.placeholder} aria-hidden="true" />;
  return (
    <LoadFailureBoundary fallback={() => placeholder}>
      <Suspense fallback={placeholder}>
        <CategoryIconSet code={code} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
