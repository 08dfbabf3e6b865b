import { focusManager } from '@tanstack/react-query';

/**
 * TanStack Query 5 refetches on `visibilitychange` only; switching back from another window does
 * not fire that. Listening to focus and blur too makes the status poll catch a maintenance switch
 * as soon as the visitor returns to the window.
 */
export function refetchOnWindowFocus(): void {
  focusManager.setEventListener((setFocused) => {
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    const onVisibility = () => setFocused(document.visibilityState === 'visible');
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  });
}
