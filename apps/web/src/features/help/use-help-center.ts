import { API } from '@platform/contracts/api-paths';
import { helpCenterValueSchema } from '@platform/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/http';
import { useLanguage } from '../i18n/language-context';

/** Help centre entries in the current language (the server falls back to the merchant default). */
export function useHelpCenter() {
  const { code } = useLanguage();
  return useQuery({
    queryKey: ['help-center', code],
    queryFn: ({ signal }) =>
      apiRequest(API.helpCenter, { query: { lang: code, device: 'WEB' }, schema: helpCenterValueSchema, signal }),
    staleTime: 10 * 60_000,
  });
}
