import type { PermissionValue } from '@platform/contracts/system';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RootNotice } from './root-notice';
import styles from './root-notice.module.css';

type Props = { ip: string | undefined; permission: PermissionValue | undefined };

/** Spec 2.7: the visitor's IP, the block message and a customer service button. */
export function RegionBlockedPage({ ip, permission }: Props) {
  const { t } = useTranslation();
  return (
    <RootNotice icon={Ban} title={t('blockip')} text={t('info_ip_block')} permission={permission}>
      {ip ? (
        <p className={styles.ip}>
          {t('your_ip')}{' '}
          <bdi data-testid="visitor-ip" className={styles.ipValue}>
            {ip}
          </bdi>
        </p>
      ) : null}
    </RootNotice>
  );
}
