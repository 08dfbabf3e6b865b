import { API } from '@platform/contracts/api-paths';
import type { PermissionValue, StatusValue } from '@platform/contracts/system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../api/http';
import { retryNetworkOnce } from '../session/session-api';

export const statusQueryKey = ['system', 'status'] as const;
export const permissionQueryKey = ['system', 'permission'] as const;

/**
 * System status decides the root screen. It is polled every minute and on window focus so that a
 * maintenance switch shows without a reload.
 */
export function useStatusQuery() {
  return useQuery({
    queryKey: statusQueryKey,
    queryFn: ({ signal }) => apiRequest<StatusValue>(API.systemStatus, { signal }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: retryNetworkOnce,
  });
}

/** `currentStatus` is the latest polled status; the configuration is refetched when it moves. */
export function usePermissionQuery(currentStatus: number | undefined) {
  const queryClient = useQueryClient();
  const status = currentStatus;
  const query = useQuery({
    queryKey: permissionQueryKey,
    queryFn: ({ signal }) => apiRequest<PermissionValue>(API.permission, { signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: retryNetworkOnce,
  });
  // The configuration describes the visitor's situation too (location, maintenance); when the
  // status moves, the cached configuration is out of date.
  const cachedStatus = query.data?.status;
  useEffect(() => {
    if (status !== undefined && cachedStatus !== undefined && status !== cachedStatus) {
      void queryClient.invalidateQueries({ queryKey: permissionQueryKey });
    }
  }, [status, cachedStatus, queryClient]);
  return query;
}

/**
 * The startup configuration for components rendered under the startup gate, which only renders
 * the application once it has loaded.
 */
export function usePermission(): PermissionValue {
  const { data } = useQuery({
    queryKey: permissionQueryKey,
    queryFn: ({ signal }) => apiRequest<PermissionValue>(API.permission, { signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    enabled: false,
  });
  if (!data) throw new Error('usePermission rendered before the startup configuration loaded');
  return data;
}
