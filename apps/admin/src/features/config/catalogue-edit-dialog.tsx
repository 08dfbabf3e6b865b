import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, fieldErrorsOf } from '../../shared/api/http';
import { Dialog, FormDialogActions } from '../../shared/ui/dialog';
import { Field } from '../../shared/ui/field';
import styles from './config.module.css';
import { fromLocalInput, toLocalInput } from './local-time-input';

/**
 * The switches of a vendor or a game (shown, maintenance, hot, new), its place in the order, and
 * what the lobby tells a player who opens it under maintenance (message, planned end as ISO time).
 */
export type CatalogueSettings = {
  flags: Record<string, boolean>;
  sort: number;
  maintenanceMessage: string | null;
  maintenanceUntil: string | null;
};

const MESSAGE_MAX = 500;

/** Edits one vendor's or game's settings; `onSave` stores them and the dialog closes when it has. */
export function CatalogueEditDialog({
  title,
  initial,
  onSave,
  onClose,
}: {
  title: string;
  initial: CatalogueSettings;
  onSave: (settings: CatalogueSettings) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [flags, setFlags] = useState(initial.flags);
  const [sort, setSort] = useState(String(initial.sort));
  const [sortError, setSortError] = useState<string | undefined>();
  const [message, setMessage] = useState(initial.maintenanceMessage ?? '');
  const [until, setUntil] = useState(toLocalInput(initial.maintenanceUntil));
  const messageError = message.trim().length > MESSAGE_MAX ? t('config_too_long', { max: MESSAGE_MAX }) : undefined;
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const order = Number(sort);
    if (!/^\d{1,7}$/.test(sort) || order > 1_000_000) {
      setSortError(t('config_sort_invalid'));
      return;
    }
    setSortError(undefined);
    if (messageError) return;
    setFailure(null);
    setBusy(true);
    try {
      // The message and end belong to a maintenance: switching it off clears them.
      const closed = flags.maintenance === true;
      await onSave({
        flags,
        sort: order,
        maintenanceMessage: closed ? message.trim() || null : null,
        maintenanceUntil: closed ? fromLocalInput(until) : null,
      });
      onClose();
    } catch (error) {
      if (fieldErrorsOf(error).sort) setSortError(t('config_sort_invalid'));
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {Object.entries(flags).map(([flag, on]) => (
          <label key={flag} className={styles.check}>
            <input type="checkbox" checked={on} onChange={(e) => setFlags({ ...flags, [flag]: e.target.checked })} />
            {t(`config_flag_${flag}`)}
          </label>
        ))}
        {flags.maintenance ? (
          <>
            <Field
              label={t('config_catalogue_maintenance_message')}
              hint={t('config_catalogue_maintenance_message_hint')}
              error={messageError}
            >
              {({ id, describedBy, invalid }) => (
                <textarea
                  id={id}
                  rows={3}
                  dir="auto"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                />
              )}
            </Field>
            <Field label={t('config_maintenance_until')} hint={t('config_catalogue_maintenance_until_hint')}>
              {({ id, describedBy }) => (
                <input
                  id={id}
                  type="datetime-local"
                  dir="ltr"
                  aria-describedby={describedBy}
                  value={until}
                  onChange={(event) => setUntil(event.target.value)}
                />
              )}
            </Field>
          </>
        ) : null}
        <Field label={t('config_sort')} hint={t('config_sort_hint')} error={sortError}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              className={styles.number}
              inputMode="numeric"
              dir="ltr"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={sort}
              onChange={(event) => setSort(event.target.value)}
            />
          )}
        </Field>
        <FormDialogActions
          failure={failure ? t(errorMessageKey(failure)) : null}
          submitLabel={t('config_save')}
          busy={busy}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
