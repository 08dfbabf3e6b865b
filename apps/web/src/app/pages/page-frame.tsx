import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import styles from './pages.module.css';

/** A page with its translated h1; until its data arrives with a later issue, 'in no data'. */
export function PageFrame({ titleKey, children }: { titleKey: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t(titleKey)}</h1>
      {children ?? <EmptyState />}
    </section>
  );
}
