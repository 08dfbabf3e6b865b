import { API } from '@platform/contracts/api-paths';
import type { HelpCenterValue } from '@platform/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/http';
import { useLanguage } from '../../shared/i18n/language-context';

/** Help centre entries in the current language (the server falls back to the merchant default). */
export function useHelpCenter() {
  const { code } = useLanguage();
  return useQuery({
    queryKey: ['help-center', code],
    queryFn: ({ signal }) =>
      apiRequest<HelpCenterValue>(API.helpCenter, { query: { lang: code, device: 'WEB' }, signal }),
    staleTime: 10 * 60_000,
  });
}
