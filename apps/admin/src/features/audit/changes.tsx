import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './audit.module.css';

type Change = { field: string; before: string; after: string };

const shown = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields an audited change touched, each as before → after; whole values when not records. */
export function changesOf(before: unknown, after: unknown): Change[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(before) && !isRecord(after)) {
    return before === after && before == null ? [] : [{ field: '', before: shown(before), after: shown(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .map((field) => ({ field, before: shown(from[field]), after: shown(to[field]) }))
    .filter((change) => change.before !== change.after);
}

export function Changes({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const changes = changesOf(before, after);
  if (changes.length === 0) return <span className={styles.muted}>{t('audit_no_changes')}</span>;
  return (
    <dl className={styles.changes}>
      {changes.map((change) => (
        <div key={change.field || 'value'}>
          {change.field ? (
            <dt>
              <bdi>{change.field}</bdi>
            </dt>
          ) : null}
          <dd>
            <bdi className={styles.before}>{change.before || '—'}</bdi>
            <ArrowRight className={styles.arrow} size={14} aria-hidden="true" />
            <span className="visually-hidden">{t('audit_became')}</span>
            <bdi className={styles.after}>{change.after || '—'}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
