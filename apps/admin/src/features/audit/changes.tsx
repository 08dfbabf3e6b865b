import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './audit.module.css';

/** One field of an audited change; a side is undefined when the entry does not record it. */
export type Change = { field: string; before: string | undefined; after: string | undefined };

/** A recorded value as text: an empty one (null, "") as a dash, records and lists as JSON. */
const shown = (value: unknown): string | undefined => {
  if (value === undefined) return undefined;
  if (value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields an audited change records, those it changed first: a field only one side records
 * (the order's amount, kept for context) is shown as it is, a changed one as before → after.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    return [{ field: '', before: shown(before ?? undefined), after: shown(after ?? undefined) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const changes = fields.map((field) => ({ field, before: shown(from[field]), after: shown(to[field]) }));
  const changed = (c: Change) => c.before !== undefined && c.after !== undefined && c.before !== c.after;
  return [...changes.filter(changed), ...changes.filter((c) => !changed(c) && c.before !== c.after)];
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
            {change.before !== undefined && change.after !== undefined ? (
              <>
                <bdi className={styles.before}>{change.before}</bdi>
                <ArrowRight className={styles.arrow} size={14} aria-hidden="true" />
                <span className="visually-hidden">{t('audit_became')}</span>
                <bdi className={styles.after}>{change.after}</bdi>
              </>
            ) : (
              <bdi>{change.before ?? change.after}</bdi>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
