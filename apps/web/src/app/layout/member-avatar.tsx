import { useQuery } from '@tanstack/react-query';
import { fetchMemberIcon, memberIconQueryKey } from '../../shared/session/session-api';
import styles from './member-panel.module.css';

/**
 * The member's icon (spec 7.1 member icon); the account's first letter when there is none, while
 * it loads, or when it cannot load: an avatar is decoration, never worth an error message.
 */
export function MemberAvatar({ account, fetchIcon }: { account: string; fetchIcon: boolean }) {
  const icon = useQuery({
    queryKey: memberIconQueryKey,
    queryFn: ({ signal }) => fetchMemberIcon(signal),
    enabled: fetchIcon,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const url = fetchIcon ? icon.data?.icon : null;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {url ? <img src={url} alt="" className={styles.avatarImage} /> : account.slice(0, 1).toUpperCase()}
    </span>
  );
}
