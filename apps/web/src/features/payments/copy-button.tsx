import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './payments.module.css';

const CONFIRMATION_MS = 2000;

/** Copies one bank detail; says whether it worked (clipboard access can be refused). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [result]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.copy}
        aria-label={t('pay_copy_named', { name: label })}
        onClick={() => void copy()}
      >
        {t('pay_copy')}
      </button>
      <span role="status" className={result === 'failed' ? styles.copyFailed : styles.copied}>
        {result === 'copied' ? t('pay_copied') : result === 'failed' ? t('pay_copy_failed') : ''}
      </span>
    </>
  );
}
