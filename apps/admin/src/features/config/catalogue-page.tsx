import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import {
  type ConfigGame,
  type ConfigVendor,
  configGameSchema,
  configGamesPageSchema,
  configVendorListSchema,
  configVendorSchema,
} from '@platform/contracts/site-config';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiCall } from '../../shared/api/http';
import { DataTable, Pager } from '../../shared/ui/data-table';
import { isolate } from '../../shared/ui/isolate';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import { CatalogueEditDialog, type CatalogueSettings } from './catalogue-edit-dialog';
import styles from './config.module.css';

const PAGE_SIZE = 20;

/** A name in the console's language: the Arabic one on an Arabic page, where the catalogue has it. */
function useCatalogueName() {
  const { i18n } = useTranslation();
  return (row: { displayName: string; displayNameAr: string | null }) =>
    i18n.language === 'ar' && row.displayNameAr ? row.displayNameAr : row.displayName;
}

/** Yes or no in a cell, in words (a screen reader reads them; colour alone would say nothing). */
function useYesNo() {
  const { t } = useTranslation();
  return (value: boolean) => t(value ? 'config_yes' : 'config_no');
}

/** The brand's vendors and games: shown or hidden in the lobby, their order, hot, new, maintenance. */
export function CataloguePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="catalogue-title">
      <div className={ui.pageHeading}>
        <h1 id="catalogue-title" className={ui.pageTitle}>
          {t('config_catalogue_title')}
        </h1>
      </div>
      <VendorsSection />
      <GamesSection />
    </section>
  );
}

function VendorsSection() {
  const { t } = useTranslation();
  const name = useCatalogueName();
  const yesNo = useYesNo();
  const queryClient = useQueryClient();
  const vendors = useQuery({
    queryKey: ['config-vendors'],
    queryFn: () => apiCall(configVendorListSchema, ADMIN_API.configVendors),
  });
  const [editing, setEditing] = useState<ConfigVendor | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const save = async (vendor: ConfigVendor, settings: CatalogueSettings) => {
    const stored = await apiCall(configVendorSchema, apiPath(ADMIN_API.configVendor, { vendor: vendor.vassalage }), {
      method: 'PUT',
      body: {
        enabled: settings.flags.enabled,
        maintenance: settings.flags.maintenance,
        maintenanceMessage: settings.maintenanceMessage,
        maintenanceUntil: settings.maintenanceUntil,
        sort: settings.sort,
      },
    });
    queryClient.setQueryData<ConfigVendor[]>(['config-vendors'], (old) =>
      old?.map((v) => (v.vassalage === stored.vassalage ? stored : v)),
    );
    setNotice(t('config_catalogue_saved', { name: isolate(name(stored)) }));
  };

  const columns: ColumnDef<ConfigVendor, string>[] = [
    { id: 'name', header: t('config_vendor_name'), accessorFn: (v) => name(v), cell: (c) => isolate(c.getValue()) },
    { id: 'code', header: t('config_vendor_code'), accessorFn: (v) => v.vassalage, cell: (c) => isolate(c.getValue()) },
    { id: 'games', header: t('config_vendor_games'), accessorFn: (v) => String(v.games), enableSorting: false },
    { id: 'enabled', header: t('config_flag_enabled'), accessorFn: (v) => yesNo(v.enabled), enableSorting: false },
    {
      id: 'maintenance',
      header: t('config_flag_maintenance'),
      accessorFn: (v) => yesNo(v.maintenance),
      enableSorting: false,
    },
    { id: 'sort', header: t('config_sort'), accessorFn: (v) => String(v.sort), sortingFn: 'alphanumeric' },
    {
      id: 'actions',
      header: t('column_actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          aria-label={`${t('config_edit')} ${name(row.original)}`}
          onClick={() => {
            setNotice(null);
            setEditing(row.original);
          }}
        >
          {t('config_edit')}
        </button>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="vendors-title">
      <h2 id="vendors-title" className={styles.sectionTitle}>
        {t('config_vendors_title')}
      </h2>
      {notice ? (
        <p className={ui.notice} role="status">
          {notice}
        </p>
      ) : null}
      {vendors.isPending ? (
        <LoadingState />
      ) : vendors.isError ? (
        <ErrorState error={vendors.error} onRetry={() => void vendors.refetch()} />
      ) : vendors.data.length === 0 ? (
        <EmptyState message={t('config_vendors_empty')} />
      ) : (
        <DataTable
          rows={vendors.data}
          columns={columns}
          caption={t('config_vendors_title')}
          rowKey={(v) => v.vassalage}
        />
      )}
      {editing ? (
        <CatalogueEditDialog
          title={t('config_edit_named', { name: isolate(name(editing)) })}
          initial={{
            flags: { enabled: editing.enabled, maintenance: editing.maintenance },
            sort: editing.sort,
            maintenanceMessage: editing.maintenanceMessage,
            maintenanceUntil: editing.maintenanceUntil,
          }}
          onSave={(settings) => save(editing, settings)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function GamesSection() {
  const { t } = useTranslation();
  const name = useCatalogueName();
  const yesNo = useYesNo();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const vendor = params.get('vendor') ?? '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const queryKey = ['config-games', search, vendor, pageNo];
  const games = useQuery({
    queryKey,
    queryFn: () =>
      apiCall(configGamesPageSchema, ADMIN_API.configGames, {
        query: { search: search || undefined, vendor: vendor || undefined, pageNo, pageSize: PAGE_SIZE },
      }),
  });
  const vendors = useQuery({
    queryKey: ['config-vendors'],
    queryFn: () => apiCall(configVendorListSchema, ADMIN_API.configVendors),
  });
  const [editing, setEditing] = useState<ConfigGame | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setFilter = (next: { search?: string; vendor?: string; page?: number }) => {
    const updated = new URLSearchParams(params);
    for (const key of ['search', 'vendor'] as const) {
      const value = next[key];
      if (value === undefined) continue;
      if (value) updated.set(key, value);
      else updated.delete(key);
      updated.delete('page');
    }
    if (next.page !== undefined) updated.set('page', String(next.page));
    setParams(updated);
  };

  const save = async (game: ConfigGame, settings: CatalogueSettings) => {
    const stored = await apiCall(configGameSchema, apiPath(ADMIN_API.configGame, { nodeId: String(game.nodeId) }), {
      method: 'PUT',
      body: {
        enabled: settings.flags.enabled,
        maintenance: settings.flags.maintenance,
        maintenanceMessage: settings.maintenanceMessage,
        maintenanceUntil: settings.maintenanceUntil,
        isHot: settings.flags.hot,
        isNew: settings.flags.new,
        sort: settings.sort,
      },
    });
    queryClient.setQueryData(queryKey, (old: typeof games.data) =>
      old ? { ...old, list: old.list.map((g) => (g.nodeId === stored.nodeId ? stored : g)) } : old,
    );
    setNotice(t('config_catalogue_saved', { name: isolate(name(stored)) }));
  };

  const columns: ColumnDef<ConfigGame, string>[] = [
    { id: 'name', header: t('config_game_name'), accessorFn: (g) => name(g), cell: (c) => isolate(c.getValue()) },
    {
      id: 'vendor',
      header: t('config_vendor_code'),
      accessorFn: (g) => g.vassalage,
      cell: (c) => isolate(c.getValue()),
    },
    { id: 'type', header: t('config_game_type'), accessorFn: (g) => g.gameType, enableSorting: false },
    { id: 'enabled', header: t('config_flag_enabled'), accessorFn: (g) => yesNo(g.enabled), enableSorting: false },
    {
      id: 'maintenance',
      header: t('config_flag_maintenance'),
      accessorFn: (g) => yesNo(g.maintenance),
      enableSorting: false,
    },
    { id: 'hot', header: t('config_flag_hot'), accessorFn: (g) => yesNo(g.isHot), enableSorting: false },
    { id: 'new', header: t('config_flag_new'), accessorFn: (g) => yesNo(g.isNew), enableSorting: false },
    { id: 'sort', header: t('config_sort'), accessorFn: (g) => String(g.sort), sortingFn: 'alphanumeric' },
    {
      id: 'actions',
      header: t('column_actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          aria-label={`${t('config_edit')} ${name(row.original)}`}
          onClick={() => {
            setNotice(null);
            setEditing(row.original);
          }}
        >
          {t('config_edit')}
        </button>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="games-title">
      <h2 id="games-title" className={styles.sectionTitle}>
        {t('config_games_title')}
      </h2>
      <form
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ search: typed.trim() });
        }}
      >
        <label className={styles.check}>
          {t('config_games_search')}
          <input type="search" dir="auto" value={typed} maxLength={64} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <label className={styles.check}>
          {t('config_games_vendor')}
          <select value={vendor} onChange={(event) => setFilter({ vendor: event.target.value })}>
            <option value="">{t('config_games_all_vendors')}</option>
            {(vendors.data ?? []).map((v) => (
              <option key={v.vassalage} value={v.vassalage}>
                {name(v)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('config_games_search_button')}</button>
      </form>
      {notice ? (
        <p className={ui.notice} role="status">
          {notice}
        </p>
      ) : null}
      {games.isPending ? (
        <LoadingState />
      ) : games.isError ? (
        <ErrorState error={games.error} onRetry={() => void games.refetch()} />
      ) : games.data.list.length === 0 ? (
        <EmptyState message={t('config_games_empty')} />
      ) : (
        <>
          <DataTable
            rows={games.data.list}
            columns={columns}
            caption={t('config_games_title')}
            rowKey={(g) => String(g.nodeId)}
          />
          <Pager
            pageNo={games.data.pageNo}
            totalPages={games.data.totalPages}
            totalCount={games.data.totalCount}
            onPage={(next) => setFilter({ page: next })}
          />
        </>
      )}
      {editing ? (
        <CatalogueEditDialog
          title={t('config_edit_named', { name: isolate(name(editing)) })}
          initial={{
            flags: {
              enabled: editing.enabled,
              maintenance: editing.maintenance,
              hot: editing.isHot,
              new: editing.isNew,
            },
            sort: editing.sort,
            maintenanceMessage: editing.maintenanceMessage,
            maintenanceUntil: editing.maintenanceUntil,
          }}
          onSave={(settings) => save(editing, settings)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
