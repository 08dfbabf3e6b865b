import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './member-panel.module.css';

const CONFIRMATION_MS = 2000;

/** Spec 2.3: the member ID with a copy button that confirms the copy. */
export function CopyId({ id }: { id: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [result]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setResult('copied');
    } catch {
      // Clipboard access can be refused (permissions, insecure context): say so rather than pretend.
      setResult('failed');
    }
  };
  return (
    <div className={styles.idRow}>
      <span>
        {t('session_member_id')}: <bdi>{id}</bdi>
      </span>
      <button type="button" className={styles.copy} onClick={() => void copy()}>
        {t('session_copy_id')}
      </button>
      <span role="status" className={result === 'failed' ? styles.copyFailed : styles.copied}>
        {result === 'copied' ? t('session_copied') : result === 'failed' ? t('session_copy_failed') : ''}
      </span>
    </div>
  );
}
