import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/api-error';
import { sanitizeHtml } from '../../shared/html/sanitize-html';
import { useModals } from '../../shared/modal-state/modal-context';
import { EmptyState } from '../../shared/ui/empty-state';
import { Modal } from '../../shared/ui/modal';
import { Spinner } from '../../shared/ui/spinner';
import styles from './help-modal.module.css';
import { useHelpCenter } from './use-help-center';

/** Spec 2.8, help centre: titles on one side, the selected entry on the other; opens at `#term`. */
export function HelpModal({ initialTerm }: { initialTerm: string | undefined }) {
  const { t } = useTranslation();
  const { close } = useModals();
  const { data: entries, error, isPending } = useHelpCenter();
  const [selected, setSelected] = useState<string | undefined>(initialTerm);
  const panelId = useId();

  useEffect(() => {
    if (initialTerm) setSelected(initialTerm);
  }, [initialTerm]);

  const current = entries?.find((e) => e.term === selected) ?? entries?.[0];

  return (
    <Modal title={t('help_centre')} onClose={close} wide>
      {isPending ? <Spinner label={t('loading')} /> : null}
      {error ? <p role="alert">{t(errorMessageKey(error))}</p> : null}
      {entries && entries.length === 0 ? <EmptyState /> : null}
      {entries && current ? (
        <div className={styles.layout}>
          <div role="tablist" aria-orientation="vertical" aria-label={t('help_topics')} className={styles.list}>
            {entries.map((entry) => (
              <button
                key={entry.id}
                type="button"
                role="tab"
                id={`${panelId}-${entry.id}`}
                aria-selected={entry.term === current.term}
                aria-controls={panelId}
                className={styles.item}
                onClick={() => setSelected(entry.term)}
              >
                {entry.title}
              </button>
            ))}
          </div>
          <section id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${current.id}`} className={styles.content}>
            {/* Sanitised just above: the content is the back office's HTML, not ours. */}
            <div
              className={styles.html}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify first
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.content) }}
            />
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
