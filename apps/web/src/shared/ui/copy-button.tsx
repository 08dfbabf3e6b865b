import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './copy-button.module.css';

const CONFIRMATION_MS = 2000;

type Props = {
  value: string;
  /** What is copied, in the button's name ("Copy Account number"), where several buttons sit together. */
  label?: string;
  look?: 'gold' | 'quiet';
};

/** Copies one value and says for a moment whether it worked. */
export function CopyButton({ value, label, look = 'gold' }: Props) {
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
      // Clipboard access can be refused (permissions, insecure context): say so rather than pretend.
      setResult('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles[look]}
        aria-label={label === undefined ? undefined : t('copy_named', { name: label })}
        onClick={() => void copy()}
      >
        {t('copy')}
      </button>
      <span
        role="status"
        className={`${styles[`${look}Result`]} ${result === 'failed' ? styles.failed : styles.copied}`}
      >
        {result === 'copied' ? t('copied') : result === 'failed' ? t('copy_failed') : ''}
      </span>
    </>
  );
}
