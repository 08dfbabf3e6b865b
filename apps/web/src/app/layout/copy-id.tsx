import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/ui/copy-button';
import { Isolated } from '../../shared/ui/isolated';
import styles from './member-panel.module.css';

/** Spec 2.3: the member ID with a copy button that confirms the copy. */
export function CopyId({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.idRow}>
      <span>
        {t('session_member_id')}: <Isolated dir="ltr">{id}</Isolated>
      </span>
      <CopyButton value={id} look="quiet" />
    </div>
  );
}
