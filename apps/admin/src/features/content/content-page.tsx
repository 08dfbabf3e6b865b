import type { ContentState } from '@platform/contracts/content-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, Pencil, Plus, Power, PowerOff, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageKey } from '../../shared/api/http';
import { DataTable, Pager } from '../../shared/ui/data-table';
import { isolate } from '../../shared/ui/isolate';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import styles from './content.module.css';
import { contentApi } from './content-api';
import type { ContentDefinition, ContentItem, TextLanguage } from './content-definition';
import { ContentFormDialog } from './content-form-dialog';
import { DeleteDialog } from './delete-dialog';
import { StateBadge } from './state-badge';

const LANGUAGES: readonly TextLanguage[] = ['AR', 'EN'];
const PAGE_SIZE = 20;

/**
 * One kind of content: its items in the lobby's order, a page at a time from the server (the page
 * in the address, beside the filters), filtered by language and state; a form to
 * add or edit one (with a preview of its cleaned HTML); switch on or off, move up or down, delete
 * after a confirmation. Every change is answered by the server with the item as now stored, and
 * the list is fetched afresh.
 */
export function ContentPage<Item extends ContentItem>({ definition }: { definition: ContentDefinition<Item> }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const language = (search.get('language') ?? (i18n.language === 'en' ? 'EN' : 'AR')) as TextLanguage;
  const state = (search.get('state') ?? '') as ContentState | '';
  const pageNo = Math.max(1, Number(search.get('page')) || 1);
  const api = contentApi(definition.kind, definition.itemSchema);
  const list = useQuery({
    queryKey: ['content', definition.kind, definition.filtersByLanguage ? language : '', state, pageNo],
    queryFn: () =>
      api.list({
        language: definition.filtersByLanguage ? language : undefined,
        state: state || undefined,
        pageNo,
        pageSize: PAGE_SIZE,
      }),
  });
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  /** A new filter starts at its first page; `page` moves within the filter. */
  const setFilter = (name: 'language' | 'state' | 'page', value: string) => {
    const params = new URLSearchParams(search);
    if (value) params.set(name, value);
    else params.delete(name);
    if (name !== 'page') params.delete('page');
    setSearch(params);
  };
  // A page past the end (its last item just deleted, or an old link) steps back to the last page.
  const pastTheEnd = list.data !== undefined && list.data.list.length === 0 && pageNo > 1;
  const lastPage = list.data?.totalPages ?? 1;
  useEffect(() => {
    if (!pastTheEnd) return;
    const params = new URLSearchParams(search);
    if (lastPage > 1) params.set('page', String(lastPage));
    else params.delete('page');
    setSearch(params, { replace: true });
  }, [pastTheEnd, lastPage, search, setSearch]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['content', definition.kind] });
  /** A row action: its outcome said in the notice line, or its failure in the alert line. */
  const act = async (done: string, action: () => Promise<unknown>) => {
    setNotice(null);
    setFailure(null);
    try {
      await action();
      setNotice(done);
    } catch (error) {
      setFailure(error);
    } finally {
      await refresh();
    }
  };

  const states: readonly ContentState[] = [
    ...(definition.scheduled ? (['SCHEDULED', 'LIVE', 'ENDED'] as const) : (['LIVE'] as const)),
    ...(definition.switchable ? (['DISABLED'] as const) : []),
  ];
  const rows = list.data?.list ?? [];
  // The items just before and after this page, on the pages beside it: a move may cross to them.
  const morePagesBefore = pageNo > 1;
  const morePagesAfter = pageNo < (list.data?.totalPages ?? 1);
  const name = (item: Item) => isolate(definition.nameOf(item, language));
  const columns: ColumnDef<Item, string>[] = [
    // The rows are in the lobby's order, which the move buttons change: no column re-sorts them.
    ...definition.columns(language, t).map((column) => ({ ...column, enableSorting: false })),
    ...(definition.switchable
      ? [
          {
            id: 'state',
            header: t('content_column_state'),
            enableSorting: false,
            cell: ({ row }) => <StateBadge state={row.original.state} />,
          } satisfies ColumnDef<Item, string>,
        ]
      : []),
    {
      id: 'actions',
      header: t('column_actions'),
      enableSorting: false,
      cell: ({ row }) => {
        const item = row.original;
        const index = rows.indexOf(item);
        const group = definition.groupOf ?? (() => '');
        const before = rows[index - 1];
        const after = rows[index + 1];
        // At a page's edge the neighbour is on the next page: the server moves within the group.
        const mayMoveUp = before ? group(before) === group(item) : morePagesBefore;
        const mayMoveDown = after ? group(after) === group(item) : morePagesAfter;
        const label = (key: string) => `${t(key)} ${definition.nameOf(item, language)}`;
        return (
          <div className={styles.actions}>
            {definition.editable ? (
              <button
                type="button"
                aria-label={label('content_edit')}
                title={t('content_edit')}
                onClick={() => setEditing(item)}
              >
                <Pencil size={16} aria-hidden="true" />
              </button>
            ) : null}
            {definition.switchable ? (
              <button
                type="button"
                aria-label={label(item.state === 'DISABLED' ? 'content_enable' : 'content_disable')}
                title={t(item.state === 'DISABLED' ? 'content_enable' : 'content_disable')}
                onClick={() => {
                  const enable = item.state === 'DISABLED';
                  void act(t(enable ? 'content_enabled_done' : 'content_disabled_done', { name: name(item) }), () =>
                    api.setEnabled(item.id, enable),
                  );
                }}
              >
                {item.state === 'DISABLED' ? (
                  <Power size={16} aria-hidden="true" />
                ) : (
                  <PowerOff size={16} aria-hidden="true" />
                )}
              </button>
            ) : null}
            {definition.orderable && (definition.movable?.(item) ?? true) ? (
              <>
                <button
                  type="button"
                  aria-label={label('content_move_up')}
                  title={t('content_move_up')}
                  disabled={!mayMoveUp}
                  onClick={() => void act(t('content_moved', { name: name(item) }), () => api.move(item.id, 'up'))}
                >
                  <ArrowUp size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  aria-label={label('content_move_down')}
                  title={t('content_move_down')}
                  disabled={!mayMoveDown}
                  onClick={() => void act(t('content_moved', { name: name(item) }), () => api.move(item.id, 'down'))}
                >
                  <ArrowDown size={16} aria-hidden="true" />
                </button>
              </>
            ) : null}
            <button
              type="button"
              className={ui.danger}
              aria-label={label('content_delete')}
              title={t('content_delete')}
              onClick={() => {
                setNotice(null);
                setDeleting(item);
              }}
            >
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="content-title">
      <div className={ui.pageHeading}>
        <h1 id="content-title" className={ui.pageTitle}>
          {t(definition.titleKey)}
        </h1>
        {definition.hasLanguage ? (
          <label className={styles.filter}>
            {t('content_filter_language')}
            <select value={language} onChange={(event) => setFilter('language', event.target.value)}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`content_language_${code}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {states.length > 1 ? (
          <label className={styles.filter}>
            {t('content_filter_state')}
            <select value={state} onChange={(event) => setFilter('state', event.target.value)}>
              <option value="">{t('status_all')}</option>
              {states.map((value) => (
                <option key={value} value={value}>
                  {t(`content_state_${value}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button
          type="button"
          className={ui.primary}
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
        >
          <Plus size={16} aria-hidden="true" /> {t('content_new', { item: t(definition.itemKey) })}
        </button>
      </div>
      {failure ? (
        <p className={ui.alert} role="alert">
          {t(errorMessageKey(failure))}
        </p>
      ) : null}
      {notice ? (
        <p className={ui.notice} role="status">
          {notice}
        </p>
      ) : null}
      {definition.orderable && state ? <p className={styles.muted}>{t('content_order_hint')}</p> : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 && pageNo === 1 ? (
        <EmptyState message={t(definition.emptyKey)} />
      ) : (
        <>
          <DataTable
            rows={rows}
            columns={columns}
            caption={t(definition.titleKey)}
            rowKey={(item) => String(item.id)}
          />
          <Pager
            pageNo={list.data.pageNo}
            totalPages={list.data.totalPages}
            totalCount={list.data.totalCount}
            onPage={(next) => setFilter('page', next > 1 ? String(next) : '')}
          />
        </>
      )}
      {editing ? (
        <ContentFormDialog
          definition={definition}
          editing={editing === 'new' ? null : editing}
          onSave={async (body, values) => {
            let saved = editing === 'new' ? await api.create(body) : await api.update(editing.id, body);
            if (definition.afterSave) {
              // Should the rest fail, trying again edits the item now stored rather than adding another.
              setEditing(saved);
              await refresh();
              saved = await definition.afterSave(saved, values);
            }
            setNotice(t('content_saved', { name: name(saved) }));
            await refresh();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          name={definition.nameOf(deleting, language)}
          onDelete={() => act(t('content_deleted', { name: name(deleting) }), () => api.remove(deleting.id))}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
