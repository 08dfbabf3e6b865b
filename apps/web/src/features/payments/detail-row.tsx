import type { ReactNode } from 'react';
import styles from './payments.module.css';

/** One label and its value in a details list (`dl className={styles.details}`). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detailRow}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
