import { NOTICE_PAGE_LINKS, NOTICE_PAGE_SIZE } from '@platform/contracts/announcement-constants';
import type { Notice } from '@platform/contracts/announcements';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../shared/i18n/use-date-time';
import { EmptyState } from '../../shared/ui/empty-state';
import { Modal } from '../../shared/ui/modal';
import { Pagination } from '../../shared/ui/pagination';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import styles from './announcements.module.css';
import { SanitizedHtml } from './sanitized-html';
import { NOTICE_POPUP_TYPES, useAnnouncements } from './use-announcements';

/** Spec 2.8, the notice popup: 8 titles a page on the inline-start side, the chosen notice beside them. */
export function NoticePopup({ initialId, onClose }: { initialId: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useAnnouncements(NOTICE_POPUP_TYPES);
  return (
    <Modal title={t('play_notice_title')} onClose={onClose} wide>
      {query.isPending ? <Spinner label={t('loading')} /> : null}
      {query.isError ? <QueryFailure error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.data && query.data.player.length === 0 ? <EmptyState /> : null}
      {query.data && query.data.player.length > 0 ? (
        <NoticeBrowser notices={query.data.player} initialId={initialId} />
      ) : null}
    </Modal>
  );
}

function NoticeBrowser({ notices, initialId }: { notices: readonly Notice[]; initialId: number | undefined }) {
  const { t } = useTranslation();
  const formatDate = useDateTime();
  const panelId = useId();
  const [selectedId, setSelectedId] = useState(() =>
    notices.some((n) => n.id === initialId) ? (initialId as number) : (notices[0] as Notice).id,
  );
  const [pageNo, setPageNo] = useState(() => pageOf(notices, selectedId));
  const totalPages = Math.ceil(notices.length / NOTICE_PAGE_SIZE);
  const pageNotices = notices.slice((pageNo - 1) * NOTICE_PAGE_SIZE, pageNo * NOTICE_PAGE_SIZE);
  const selected = notices.find((n) => n.id === selectedId) ?? pageNotices[0];

  const changePage = (next: number) => {
    if (next < 1 || next > totalPages) return;
    setPageNo(next);
    const first = notices[(next - 1) * NOTICE_PAGE_SIZE];
    if (first) setSelectedId(first.id);
  };

  return (
    <div className={styles.notices}>
      <div className={styles.noticeLayout}>
        <div role="tablist" aria-orientation="vertical" aria-label={t('play_notice_list')} className={styles.titles}>
          {pageNotices.map((notice) => (
            <button
              key={notice.id}
              type="button"
              role="tab"
              id={`${panelId}-${notice.id}`}
              aria-selected={notice.id === selected?.id}
              aria-controls={panelId}
              className={styles.titleItem}
              onClick={() => setSelectedId(notice.id)}
            >
              {notice.title}
            </button>
          ))}
        </div>
        {selected ? (
          <section id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${selected.id}`} className={styles.detail}>
            <h3 className={styles.detailTitle}>{selected.title}</h3>
            <p className={styles.date}>{formatDate(selected.publishedAt)}</p>
            <SanitizedHtml html={selected.content} />
          </section>
        ) : null}
      </div>
      <Pagination
        pageNo={pageNo}
        totalPages={totalPages}
        onChange={changePage}
        range={NOTICE_PAGE_LINKS}
        label={t('play_notice_pages')}
      />
    </div>
  );
}

function pageOf(notices: readonly Notice[], id: number): number {
  const index = notices.findIndex((n) => n.id === id);
  return index < 0 ? 1 : Math.floor(index / NOTICE_PAGE_SIZE) + 1;
}
