import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { type StaffProfile, staffProfileSchema } from '@platform/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../api/http';
import { staffToken } from './staff-token';

export const STAFF_ME_KEY = ['staff', 'me'] as const;

/** The signed-in staff member (name, role, permissions), asked of the server with the session's token. */
export function useStaff() {
  return useQuery<StaffProfile>({
    queryKey: STAFF_ME_KEY,
    queryFn: () => apiCall(staffProfileSchema, ADMIN_API.staffMe),
    enabled: staffToken() !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
