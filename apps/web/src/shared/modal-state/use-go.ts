import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Navigates unless the target is where the user already is (spec 2.1: duplicate navigation is
 * ignored), so closing a popup on / does not stack another / in the history.
 */
export function useGo(): (to: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (to: string) => {
      if (to !== `${pathname}${search}`) navigate(to);
    },
    [navigate, pathname, search],
  );
}
