import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { auditVerifyValueSchema } from '@platform/contracts/staff';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiCall, errorMessageKey } from '../../shared/api/http';
import { isolate } from '../../shared/ui/isolate';
import ui from '../../shared/ui/ui.module.css';
import styles from './audit.module.css';

/** Re-walks the whole hash chain on the server: intact, or the first entry whose link breaks. */
export function VerifyChain() {
  const { t } = useTranslation();
  const verify = useMutation({
    mutationFn: () => apiCall(auditVerifyValueSchema, ADMIN_API.auditVerify, { method: 'POST' }),
  });
  return (
    <div className={styles.verify}>
      <button type="button" onClick={() => verify.mutate()} disabled={verify.isPending}>
        <ShieldCheck size={16} aria-hidden="true" /> {t('audit_verify')}
      </button>
      {verify.isPending ? <span role="status">{t('audit_verifying')}</span> : null}
      {verify.isError ? (
        <span className={ui.alert} role="alert">
          {t(errorMessageKey(verify.error))}
        </span>
      ) : null}
      {verify.data?.intact ? (
        <span className={ui.notice} role="status">
          {t('audit_chain_intact', { entries: isolate(verify.data.entries) })}
        </span>
      ) : null}
      {verify.data && !verify.data.intact ? (
        <span className={ui.alert} role="alert">
          {t(verify.data.brokenBy === 'LINK' ? 'audit_chain_broken_link' : 'audit_chain_broken_content', {
            id: isolate(verify.data.firstBrokenId ?? '?'),
          })}
        </span>
      ) : null}
    </div>
  );
}
