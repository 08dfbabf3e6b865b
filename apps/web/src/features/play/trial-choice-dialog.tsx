import type { GameTile } from '@platform/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/api-error';
import { useSession } from '../../shared/session/session-context';
import { useFreePlay } from '../../shared/session/use-free-play';
import { useRequireRealAccount } from '../../shared/session/use-require-real-account';
import { Modal } from '../../shared/ui/modal';
import styles from './play.module.css';
import { usePlay } from './play-context';

/**
 * Spec 4.8: a game offering a free trial (supportPlay 0) asks how to play before it launches.
 * Spec 1 and 6: the free trial needs no real account. A trial account plays it at once; a guest's
 * free trial first starts free play (a trial account, as "Try free" does). Real play is for real
 * accounts: a guest gets the login popup and a trial account the 'register a real account' prompt,
 * and both are told so before they choose.
 */
export function TrialChoiceDialog({ tile }: { tile: GameTile }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const { show, close } = usePlay();
  const requireRealAccount = useRequireRealAccount();
  const freePlay = useFreePlay({ goHome: false });
  const realAccount = status === 'member' || status === 'agent';

  const playFree = () => {
    if (status !== 'guest') show({ kind: 'game', tile, trial: true });
    else freePlay.mutate(undefined, { onSuccess: () => show({ kind: 'game', tile, trial: true }) });
  };
  const playReal = () => {
    if (realAccount) show({ kind: 'game', tile, trial: false });
    else {
      // The login popup or the real-account prompt takes this popup's place: two never stack.
      close();
      requireRealAccount();
    }
  };

  return (
    <Modal title={tile.displayName} onClose={close}>
      <div className={styles.choice}>
        <p className={styles.lead}>{t(realAccount ? 'play_trial_choice_text' : 'play_trial_choice_free_text')}</p>
        {freePlay.error ? (
          <p role="alert" className={styles.lead}>
            {t(errorMessageKey(freePlay.error))}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} disabled={freePlay.isPending} onClick={playFree}>
            {freePlay.isPending ? t('submitting') : t('play_free_trial')}
          </button>
          <button type="button" className={styles.primary} onClick={playReal}>
            {t('play_real_play')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
