import type { MemberMessage } from '@platform/contracts/member-messages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryNetworkOnce } from '../../shared/session/session-api';
import { useSession } from '../../shared/session/session-context';
import { EmptyState } from '../../shared/ui/empty-state';
import { Pagination } from '../../shared/ui/pagination';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import { MessageItem } from './message-item';
import styles from './messages.module.css';
import { memberTimeZone } from './record-dates';
import { fetchMemberMessages, markMessageRead, messagesQueryKey } from './records-api';
import { useRecordFormat } from './use-record-format';
import './records-strings';

/** Newest first, whatever order a page arrives in (ISO instants sort as text). */
function newestFirst(list: readonly MemberMessage[]): MemberMessage[] {
  return [...list].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/**
 * Spec 2.9 messageV2 (platform messages): deposits credited or failed, withdrawals approved or
 * rejected (spec 4.10). Opening an unread message marks it read, and the member centre's badge,
 * which counts from the member info, is reloaded.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [timeZone] = useState(memberTimeZone);
  const format = useRecordFormat(timeZone);
  const messages = useQuery({
    queryKey: [...messagesQueryKey, pageNo],
    queryFn: ({ signal }) => fetchMemberMessages(pageNo, signal),
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
  const markRead = useMutation({
    mutationFn: markMessageRead,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messagesQueryKey });
      // The badge is part of the member info; a failed reload leaves the old count, nothing worse.
      await refresh().catch(() => null);
    },
  });

  const toggle = (message: MemberMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read) markRead.mutate(message.id);
  };

  let body: ReactNode;
  if (messages.isPending) body = <Spinner label={t('loading')} />;
  else if (messages.isError) body = <QueryFailure error={messages.error} onRetry={() => messages.refetch()} />;
  else if (messages.data.list.length === 0) body = <EmptyState />;
  else
    body = (
      <>
        <p className={styles.unreadCount} aria-live="polite">
          {t('msg_unread_count', { count: messages.data.unread })}
        </p>
        <ul className={styles.list} aria-label={t('msg_list')} aria-busy={messages.isPlaceholderData || undefined}>
          {newestFirst(messages.data.list).map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              // Shown read at once: the call that records it follows, and reading twice is harmless.
              read={message.read || (markRead.variables === message.id && !markRead.isError)}
              open={openId === message.id}
              time={format.time(message.createdAt)}
              formatMoney={format.money}
              onToggle={() => toggle(message)}
            />
          ))}
        </ul>
        <Pagination
          pageNo={messages.data.pageNo}
          totalPages={messages.data.totalPages}
          onChange={(next) => {
            setOpenId(null);
            setPageNo(next);
          }}
        />
      </>
    );

  return <div className={styles.page}>{body}</div>;
}
