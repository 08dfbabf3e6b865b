import type { Brand } from '@platform/contracts/brands';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../shared/ui/data-table';
import { useDateTime } from '../../shared/ui/format';
import { isolate } from '../../shared/ui/isolate';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import styles from './brands.module.css';
import { useBrands } from './brands-query';

/** Every brand of the platform, with a way to open a new one or edit one. */
export function BrandsPage() {
  const { t } = useTranslation();
  const brands = useBrands();
  const dateTime = useDateTime();

  const columns: ColumnDef<Brand, string>[] = [
    { id: 'code', header: t('brands_code'), accessorFn: (b) => b.code, cell: (c) => isolate(c.getValue()) },
    { id: 'name', header: t('brands_name'), accessorFn: (b) => b.name, cell: (c) => isolate(c.getValue()) },
    {
      id: 'domain',
      header: t('brands_main_domain'),
      accessorFn: (b) => b.mainDomain,
      cell: (c) => <span dir="ltr">{c.getValue()}</span>,
    },
    { id: 'currency', header: t('brands_currency'), accessorFn: (b) => b.currency, enableSorting: false },
    {
      id: 'languages',
      header: t('brands_languages'),
      accessorFn: (b) => b.languages.join(', '),
      cell: (c) => <span dir="ltr">{c.getValue()}</span>,
      enableSorting: false,
    },
    {
      id: 'timeZone',
      header: t('brands_time_zone'),
      accessorFn: (b) => b.timeZone,
      cell: (c) => <span dir="ltr">{c.getValue()}</span>,
      enableSorting: false,
    },
    {
      id: 'status',
      header: t('brands_status'),
      accessorFn: (b) => t(b.maintenance ? 'brands_status_maintenance' : 'brands_status_open'),
      enableSorting: false,
    },
    { id: 'created', header: t('brands_created'), accessorFn: (b) => b.createdAt, cell: (c) => dateTime(c.getValue()) },
    {
      id: 'actions',
      header: t('column_actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <Link to={`/brands/${row.original.id}`} aria-label={`${t('brands_edit')} ${row.original.name}`}>
          {t('brands_edit')}
        </Link>
      ),
    },
  ];

  return (
    <section aria-labelledby="brands-title">
      <div className={ui.pageHeading}>
        <h1 id="brands-title" className={ui.pageTitle}>
          {t('brands_title')}
        </h1>
        <Link to="/brands/new" className={`${styles.linkButton} ${ui.primary}`}>
          <Plus size={16} aria-hidden="true" /> {t('brands_new')}
        </Link>
      </div>
      {brands.isPending ? (
        <LoadingState />
      ) : brands.isError ? (
        <ErrorState error={brands.error} onRetry={() => void brands.refetch()} />
      ) : brands.data.length === 0 ? (
        <EmptyState message={t('brands_empty')} />
      ) : (
        <DataTable rows={brands.data} columns={columns} caption={t('brands_title')} rowKey={(b) => String(b.id)} />
      )}
    </section>
  );
}
