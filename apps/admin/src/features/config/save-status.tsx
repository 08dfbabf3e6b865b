import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/http';
import ui from '../../shared/ui/ui.module.css';

/** What the last save did: saved (with what it means for the lobby), or why it failed. */
export function SaveStatus({ saved, failure }: { saved: string | null; failure: unknown }) {
  const { t } = useTranslation();
  if (failure) {
    return (
      <p className={ui.alert} role="alert">
        {t(errorMessageKey(failure))}
      </p>
    );
  }
  return saved ? (
    <p className={ui.notice} role="status">
      {saved}
    </p>
  ) : null;
}
