import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/ui/dialog';
import { isolate } from '../../shared/ui/isolate';
import ui from '../../shared/ui/ui.module.css';

/** Deleting cannot be undone (switching off can): the staff member confirms it by name. */
export function DeleteDialog({
  name,
  onDelete,
  onClose,
}: {
  name: string;
  onDelete: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={t('content_delete_title')} onClose={onClose}>
      <p>{t('content_delete_confirm', { name: isolate(name) })}</p>
      <div className={ui.dialogActions}>
        <button type="button" onClick={onClose}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className={ui.danger}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onDelete();
            onClose();
          }}
        >
          {t('content_delete')}
        </button>
      </div>
    </Dialog>
  );
}
