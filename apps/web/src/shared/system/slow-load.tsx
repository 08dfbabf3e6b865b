import { type Query, useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../ui/buttons.module.css';
import styles from './slow-load.module.css';

/**
 * Spec 8 "Slow load": how long something may stay loading before the page says it took too long.
 * The spec names no figure; a quarter of a minute is long past a normal load on a slow mobile link.
 */
export const SLOW_LOAD_MS = 15_000;

/** True once `loading` has held for SLOW_LOAD_MS; a new `attempt` starts the count again. */
export function useSlowLoad(loading: boolean, attempt = 0): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    // `attempt` is a trigger: a retry counts from zero again.
    void attempt;
    setSlow(false);
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, [loading, attempt]);
  return loading && slow;
}

/** A query that has nothing to show yet: the screen shows its skeleton or loader meanwhile. */
const loadingFirstTime = (query: Query) => query.state.status === 'pending';

/**
 * Shown over the page while a first load (the startup calls, skeletons, loaders) has gone on for
 * SLOW_LOAD_MS: "page took too long, check network", with a retry that starts those calls again.
 */
export function SlowLoadNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const loading = useIsFetching({ predicate: loadingFirstTime }) > 0;
  const slow = useSlowLoad(loading, attempt);
  if (!slow) return null;
  const retry = () => {
    setAttempt((n) => n + 1);
    void queryClient.refetchQueries({ predicate: loadingFirstTime });
  };
  return (
    <div className={styles.notice}>
      <p role="alert" className={styles.text}>
        {t('page_load_slow')}
      </p>
      <button type="button" className={buttons.secondary} onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** Under the loader of a page whose script is still on its way: the same words after SLOW_LOAD_MS. */
export function SlowLoadHint() {
  const { t } = useTranslation();
  if (!useSlowLoad(true)) return null;
  return (
    <p role="alert" className={styles.hint}>
      {t('page_load_slow')}
    </p>
  );
}
