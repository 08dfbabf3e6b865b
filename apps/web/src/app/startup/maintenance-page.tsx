import type { PermissionValue } from '@platform/contracts/system';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RootNotice } from './root-notice';

/** Spec 2.7: title 'game maintenance', the info text and a customer service button. */
export function MaintenancePage({ permission }: { permission: PermissionValue | undefined }) {
  const { t } = useTranslation();
  return (
    <RootNotice icon={Settings} title={t('game_maintenance')} text={t('info_maintenance')} permission={permission} />
  );
}
