import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { type SiteConfig, siteConfigSchema } from '@platform/contracts/site-config';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../shared/api/http';

const KEY = ['site-config'] as const;

/** The brand's configuration, which the maintenance, features and region pages each edit a part of. */
export function useSiteConfig() {
  return useQuery({ queryKey: KEY, queryFn: () => apiCall(siteConfigSchema, ADMIN_API.siteConfig) });
}

/**
 * Saves one part with PUT and puts the server's answer (what is now stored) in place of that part,
 * so the page shows what the lobby will read.
 */
export function useSavePart<K extends keyof SiteConfig>(part: K, path: string, schema: z.ZodType<SiteConfig[K]>) {
  const queryClient = useQueryClient();
  return async (body: unknown): Promise<SiteConfig[K]> => {
    const saved = await apiCall(schema, path, { method: 'PUT', body });
    queryClient.setQueryData<SiteConfig>(KEY, (old) => (old ? { ...old, [part]: saved } : old));
    return saved;
  };
}
