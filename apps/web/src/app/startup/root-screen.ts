import type { PermissionValue, SystemStatus } from '@platform/contracts/system';
import { ApiError } from '../../shared/api/api-error';

export type RootScreen = 'loading' | 'error' | 'app' | 'maintenance' | 'blocked';

type Inputs = {
  status?: SystemStatus;
  statusError?: unknown;
  permission?: PermissionValue;
  permissionError?: unknown;
};

function codeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/**
 * Spec 4.1: the status picks the root screen, maintenance before region restriction. A call
 * refused with MAINTENANCE or REGION_RESTRICTED says the same thing, so it counts as that status
 * even when the status poll has not caught up yet.
 */
export function pickRootScreen({ status, statusError, permission, permissionError }: Inputs): RootScreen {
  const codes = [codeOf(statusError), codeOf(permissionError)];
  const effective = status ?? permission?.status;
  if (effective === 1 || codes.includes('MAINTENANCE')) return 'maintenance';
  if (effective === 2 || codes.includes('REGION_RESTRICTED')) return 'blocked';
  if (statusError && status === undefined) return 'error';
  if (status === undefined) return 'loading';
  if (permission) return 'app';
  return permissionError ? 'error' : 'loading';
}
