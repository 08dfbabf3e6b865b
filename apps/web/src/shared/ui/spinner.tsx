import styles from './spinner.module.css';

/** A loader announced to assistive technology by its label (role=status). */
export function Spinner({ label, fullscreen }: { label: string; fullscreen?: boolean }) {
  return (
    <div role="status" aria-label={label} className={fullscreen ? styles.fullscreen : styles.inline}>
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
