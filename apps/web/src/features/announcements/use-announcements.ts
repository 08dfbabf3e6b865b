import { HOME_ANNOUNCEMENT_TYPES } from '@platform/contracts/announcement-constants';
import type { AnnouncementsValue } from '@platform/contracts/announcements';
import { API } from '@platform/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { apiRequest } from '../../shared/api/http';
import { apiLanguage } from '../../shared/i18n/api-language';
import { useLanguage } from '../../shared/i18n/language-context';
import { useSession } from '../../shared/session/session-context';
import { hasSessionToken } from '../../shared/storage/session-keys';

/** The notice popup's list: player notices and help notices (never the marquee's). */
export const NOTICE_POPUP_TYPES = 'PL,H';

/**
 * Announcements, notices, popups and banners (spec 7.4), by default the home page's types
 * B,PL,PU,PR. Spec 4.7: they load only when no token waits in the URL or the session, or once the
 * user is logged in, so that a member never sees the visitors' popup first; the key carries the
 * login state and the language, so both changes load them again. Visitors ask for execution B;
 * with a session the server picks A (and F at first login) itself.
 */
export function useAnnouncements(types: string = HOME_ANNOUNCEMENT_TYPES) {
  const { status, member } = useSession();
  const { search } = useLocation();
  const language = apiLanguage(useLanguage().code);
  const loggedIn = status === 'member' || status === 'agent' || status === 'trial';
  const tokenWaiting = new URLSearchParams(search).has('token') || hasSessionToken();
  const viewer = loggedIn ? `member-${member?.id ?? ''}` : 'visitor';
  return useQuery({
    queryKey: ['announcements', types, viewer, language],
    queryFn: ({ signal }) =>
      apiRequest<AnnouncementsValue>(API.announcements, {
        query: { types, platform: 'W', language, ...(loggedIn ? {} : { execution: 'B' }) },
        signal,
      }),
    enabled: loggedIn || !tokenWaiting,
    staleTime: 5 * 60_000,
  });
}
