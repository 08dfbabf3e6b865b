import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/ui/copy-button';
import styles from './member-panel.module.css';

/** Spec 2.3: the member ID with a copy button that confirms the copy. */
export function CopyId({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.idRow}>
      <span>
        {t('session_member_id')}: <bdi>{id}</bdi>
      </span>
      <CopyButton value={id} look="quiet" />
    </div>
  );
}
