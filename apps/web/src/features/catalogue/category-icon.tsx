import { lazy, Suspense } from 'react';
import styles from './category-icon.module.css';

/**
 * The category pictures are a chunk of their own, loaded with the first one shown: the home page's
 * first script stays within its budget (bench/web-lobby.bench.ts). Until it arrives an empty box of
 * the icon's size holds the place, so nothing moves when the pictures come in.
 */
const CategoryIconSet = lazy(() => import('./category-icon-set'));

/** The picture beside a category's name in the menus and rows (decorative). */
export function CategoryIcon({ code }: { code: string }) {
  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <CategoryIconSet code={code} />
    </Suspense>
  );
}
