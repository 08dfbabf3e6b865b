import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { STAFF_IDLE_MINUTES, staffProfileSchema } from '@platform/contracts/staff';
import { useEffect } from 'react';
import { apiCall, lastServerCall } from '../shared/api/http';

const CHECK_EVERY_MS = 30_000;

/**
 * The server ends a staff session after STAFF_IDLE_MINUTES without a call. A console left open
 * makes no call, so once that time has passed it asks once; the server's LOGIN_REQUIRED then takes
 * the console to its login with "your session ended" (apiCall's session-ended handler).
 */
export function useIdleCheck(): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (Date.now() - lastServerCall() > STAFF_IDLE_MINUTES * 60_000) {
        apiCall(staffProfileSchema, ADMIN_API.staffMe).catch(() => {});
      }
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
}
