import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchCaptcha } from './auth-api';
import { useThrottle } from './use-countdown';

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
    retry: false,
  });
  const renew = useCallback(() => setGeneration((g) => g + 1), []);
  const refresh = useCallback(() => {
    if (allow()) renew();
  }, [allow, renew]);
  return {
    captchaId: query.data?.captchaId,
    image: query.data?.image,
    loading: query.isFetching,
    error: query.error,
    refresh,
    renew,
  };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
