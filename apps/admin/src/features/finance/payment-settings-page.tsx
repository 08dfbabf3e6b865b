import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { type PaymentChannel, paymentSettingsValueSchema } from '@platform/contracts/finance-admin';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api/http';
import { DataTable } from '../../shared/ui/data-table';
import { isolate } from '../../shared/ui/isolate';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import { ChannelDialog } from './channel-dialog';
import { WithdrawalLimitsForm } from './withdrawal-limits-form';

/**
 * The brand's deposit channels (what the lobby's deposit page lists, in this order, with these
 * names and limits) and its withdrawal limits. A change shows in the lobby from its next call.
 */
export function PaymentSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ['payment-settings'],
    queryFn: () => apiCall(paymentSettingsValueSchema, ADMIN_API.paymentSettings),
  });
  // A channel being edited, 'new' for one being opened, null for neither.
  const [editing, setEditing] = useState<PaymentChannel | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: ColumnDef<PaymentChannel, string>[] = [
    {
      id: 'sort',
      header: t('finance_channel_sort'),
      accessorFn: (c) => String(c.sort).padStart(4, '0'),
      cell: ({ row }) => <bdi>{row.original.sort}</bdi>,
    },
    {
      id: 'name',
      header: t('finance_channel_name'),
      accessorFn: (c) => c.name,
      cell: ({ row }) => (
        <>
          <bdi>{row.original.name}</bdi>
          <br />
          <bdi lang="ar">{row.original.nameAr ?? '—'}</bdi>
        </>
      ),
    },
    { id: 'kind', header: t('finance_channel_kind'), accessorFn: (c) => t(`finance_channel_kind_${c.kind}`) },
    {
      id: 'detail',
      header: t('finance_channel_detail'),
      accessorFn: (c) => c.detail,
      cell: ({ row }) => <bdi>{row.original.detail}</bdi>,
    },
    {
      id: 'limits',
      header: t('finance_channel_limits'),
      accessorFn: (c) => `${c.minAmount} – ${c.maxAmount}`,
      cell: ({ row }) => <bdi dir="ltr">{`${row.original.minAmount} – ${row.original.maxAmount}`}</bdi>,
    },
    {
      id: 'enabled',
      header: t('finance_channel_enabled'),
      accessorFn: (c) => t(c.enabled ? 'finance_channel_on' : 'finance_channel_off'),
    },
    {
      id: 'actions',
      header: t('column_actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          aria-label={`${t('finance_channel_edit')} ${row.original.name}`}
          onClick={() => {
            setNotice(null);
            setEditing(row.original);
          }}
        >
          {t('finance_channel_edit')}
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby="payments-title">
      <div className={ui.pageHeading}>
        <h1 id="payments-title" className={ui.pageTitle}>
          {t('finance_payments_title')}
        </h1>
        <button
          type="button"
          className={ui.primary}
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
        >
          {t('finance_channel_new')}
        </button>
      </div>
      {notice ? (
        <p className={ui.notice} role="status">
          {notice}
        </p>
      ) : null}
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <h2>{t('finance_channels_title', { currency: isolate(settings.data.currency) })}</h2>
          {settings.data.channels.length === 0 ? (
            <EmptyState message={t('finance_channels_empty')} />
          ) : (
            <DataTable
              rows={settings.data.channels}
              columns={columns}
              caption={t('finance_channels_title', { currency: isolate(settings.data.currency) })}
              rowKey={(c) => c.id}
            />
          )}
          <h2>{t('finance_limits_title')}</h2>
          <WithdrawalLimitsForm
            limits={settings.data.withdrawalLimits}
            onSaved={() => setNotice(t('finance_limits_saved'))}
          />
        </>
      )}
      {editing ? (
        <ChannelDialog
          channel={editing === 'new' ? null : editing}
          onSaved={(saved) =>
            setNotice(
              t(editing === 'new' ? 'finance_channel_added' : 'finance_channel_saved', { name: isolate(saved.name) }),
            )
          }
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
