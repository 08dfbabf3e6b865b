import type { LoginValue } from '@platform/contracts/account';
import { useCallback } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { useModals } from '../../shared/modal-state/modal-context';
import { useSession } from '../../shared/session/session-context';
import { markFirstLogin } from './auth-api';

/**
 * What follows a token (spec 4.2): save it and load the member, run the first-login action, and
 * either force the password change or finish. Answers 'changePassword' when it opened the forced
 * change-password popup, 'done' when the caller should close and navigate.
 */
export function useCompleteLogin() {
  const { signIn } = useSession();
  const { open } = useModals();
  return useCallback(
    async (
      value: LoginValue,
      options: { knownPassword?: string; destination: string },
    ): Promise<'done' | 'changePassword'> => {
      if (!value.token) throw new ApiError('SECOND_FACTOR_REQUIRED', 401);
      await signIn(value.token);
      if (value.firstTimeLogin) {
        try {
          await markFirstLogin();
        } catch {
          // The first-login action only records the moment; failing it must not undo a login.
        }
      }
      if (value.mustChangePassword) {
        open('changePassword', {
          changePassword: { forced: true, knownPassword: options.knownPassword, destination: options.destination },
        });
        return 'changePassword';
      }
      return 'done';
    },
    [signIn, open],
  );
}
