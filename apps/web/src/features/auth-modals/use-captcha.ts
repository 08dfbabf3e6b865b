import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { fetchCaptcha } from './auth-api';
import { useThrottle } from './use-countdown';

/**
 * The server allows one captcha a second per IP. A popup reopened, or a refused submission renewed,
 * within that second is refused for a moment only: wait the seconds it names and ask once more,
 * rather than show "retry after 5 minutes" with no image. Longer waits (the per-minute cap) stand.
 */
const SHORT_WAIT_SECONDS = 2;
function shortWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'TOO_MANY_REQUESTS') return null;
  const seconds = (error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds <= SHORT_WAIT_SECONDS ? seconds : null;
}

/**
 * A captcha image for a form while `active`. Each image is single use, so `renew` fetches a new
 * one after every submission that used it; `refresh` is the user's button, once a second at most
 * (spec 4.6).
 */
export function useCaptcha(active: boolean) {
  const [generation, setGeneration] = useState(0);
  const allow = useThrottle();
  const query = useQuery({
    queryKey: ['auth', 'captcha', generation],
    queryFn: ({ signal }) => fetchCaptcha(signal),
    enabled: active,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: (failures, error) => failures < 1 && shortWait(error) !== null,
    retryDelay: (_, error) => (shortWait(error) ?? 1) * 1000 + 100,
  });
  const renew = useCallback(() => setGeneration((g) => g + 1), []);
  const refresh = useCallback(() => {
    if (allow()) renew();
  }, [allow, renew]);
  return {
    captchaId: query.data?.captchaId,
    image: query.data?.image,
    length: query.data?.length,
    loading: query.isFetching,
    error: query.error,
    refresh,
    renew,
  };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
