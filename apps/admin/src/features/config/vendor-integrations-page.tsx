import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import {
  type VendorIntegrationBody,
  type VendorIntegrationRow,
  vendorIntegrationListSchema,
  vendorIntegrationValueSchema,
} from '@platform/contracts/vendor-integrations-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api/http';
import { DataTable } from '../../shared/ui/data-table';
import { useDateTime } from '../../shared/ui/format';
import { isolate } from '../../shared/ui/isolate';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import styles from './config.module.css';
import { VendorIntegrationDialog } from './vendor-integration-dialog';

const QUERY_KEY = ['vendor-integrations'];

/** Where a vendor stands, in words: our own games, not set up, on or off. */
function stateKey(row: VendorIntegrationRow): string {
  if (row.inHouse) return 'config_integration_state_in_house';
  if (!row.integration) return 'config_integration_state_none';
  return row.integration.enabled ? 'config_integration_state_on' : 'config_integration_state_off';
}

/**
 * The brand's third-party vendors: where each one's games and server are, its wallet mode, its
 * signing secret (set, replaced or generated; never shown again) and whether it plays.
 */
export function VendorIntegrationsPage() {
  const { t, i18n } = useTranslation();
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => apiCall(vendorIntegrationListSchema, ADMIN_API.vendorIntegrations),
  });
  const [editing, setEditing] = useState<VendorIntegrationRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [generated, setGenerated] = useState<{ name: string; secret: string } | null>(null);
  const name = (row: VendorIntegrationRow) =>
    i18n.language === 'ar' && row.displayNameAr ? row.displayNameAr : row.displayName;

  const save = async (row: VendorIntegrationRow, body: VendorIntegrationBody) => {
    const saved = await apiCall(
      vendorIntegrationValueSchema,
      apiPath(ADMIN_API.vendorIntegration, { vendor: row.vendor }),
      {
        method: 'PUT',
        body,
      },
    );
    await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    setNotice(t('config_integration_saved', { name: isolate(name(row)) }));
    setGenerated(saved.generatedSecret ? { name: name(row), secret: saved.generatedSecret } : null);
  };

  const columns: ColumnDef<VendorIntegrationRow, string>[] = [
    { id: 'name', header: t('config_vendor_name'), accessorFn: (v) => name(v), cell: (c) => isolate(c.getValue()) },
    { id: 'code', header: t('config_vendor_code'), accessorFn: (v) => v.vendor, cell: (c) => isolate(c.getValue()) },
    { id: 'state', header: t('config_integration_state'), accessorFn: (v) => t(stateKey(v)) },
    {
      id: 'mode',
      header: t('config_integration_mode'),
      accessorFn: (v) => (v.integration ? t(`config_integration_mode_${v.integration.mode}`) : ''),
      enableSorting: false,
    },
    {
      id: 'launchUrl',
      header: t('config_integration_launch_url'),
      accessorFn: (v) => v.integration?.launchUrl ?? '',
      cell: (c) => <bdi dir="ltr">{c.getValue()}</bdi>,
      enableSorting: false,
    },
    {
      id: 'updatedAt',
      header: t('config_integration_updated'),
      accessorFn: (v) => (v.integration ? dateTime(v.integration.updatedAt) : ''),
      cell: (c) => isolate(c.getValue()),
      enableSorting: false,
    },
    {
      id: 'actions',
      header: t('column_actions'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.inHouse ? null : (
          <button
            type="button"
            aria-label={`${t(row.original.integration ? 'config_edit' : 'config_integration_set_up')} ${name(row.original)}`}
            onClick={() => {
              setNotice(null);
              setGenerated(null);
              setEditing(row.original);
            }}
          >
            {t(row.original.integration ? 'config_edit' : 'config_integration_set_up')}
          </button>
        ),
    },
  ];

  return (
    <section aria-labelledby="integrations-title">
      <div className={ui.pageHeading}>
        <h1 id="integrations-title" className={ui.pageTitle}>
          {t('config_integrations_title')}
        </h1>
      </div>
      <p className={styles.hint}>{t('config_integrations_intro')}</p>
      {notice ? (
        <p className={ui.notice} role="status">
          {notice}
        </p>
      ) : null}
      {generated ? (
        <section className={`${ui.notice} ${styles.secret}`} aria-label={t('config_integration_generated_title')}>
          <strong>{t('config_integration_generated_title')}</strong>
          <p className={styles.hint}>{t('config_integration_generated_hint', { name: isolate(generated.name) })}</p>
          <code className={styles.secretValue} dir="ltr">
            {generated.secret}
          </code>
          <div className={styles.actions}>
            <button type="button" onClick={() => void navigator.clipboard?.writeText(generated.secret)}>
              {t('config_integration_copy')}
            </button>
            <button type="button" onClick={() => setGenerated(null)}>
              {t('config_integration_generated_done')}
            </button>
          </div>
        </section>
      ) : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.vendors.length === 0 ? (
        <EmptyState message={t('config_vendors_empty')} />
      ) : (
        <DataTable
          rows={list.data.vendors}
          columns={columns}
          caption={t('config_integrations_title')}
          rowKey={(v) => v.vendor}
        />
      )}
      {editing && list.data ? (
        <VendorIntegrationDialog
          row={editing}
          httpsOnly={list.data.httpsOnly}
          title={t('config_edit_named', { name: isolate(name(editing)) })}
          onSave={(body) => save(editing, body)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
