import { Crown, Handshake, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../shared/modal-state/modal-context';
import { useGo } from '../../shared/modal-state/use-go';
import { useSession } from '../../shared/session/session-context';
import { useRequireRealAccount } from '../../shared/session/use-require-real-account';
import styles from './side-menu.module.css';

/**
 * Spec 2.4 and 6: the VIP entry for guests and members who have VIP, the invite entry only while
 * the referral promotion is open to the member, and the bet history. They lead to member-centre
 * pages (VIP rewards, invite friends, betting record), so a guest gets the login popup and a
 * trial user the 'register a real account' prompt.
 */
export function SideMenuEntries() {
  const { t } = useTranslation();
  const { status, member } = useSession();
  const { open } = useModals();
  const go = useGo();
  const requireRealAccount = useRequireRealAccount();
  const openPage = (page: string) => () => {
    if (requireRealAccount()) go(`/member?page=${page}`);
  };
  const showVip = status === 'guest' || member?.hasVip === true;
  const showInvite = member?.availablePromo?.REFERRAL?.enabled === true;
  return (
    <div className={styles.promo}>
      {showVip ? (
        <button
          type="button"
          className={styles.vip}
          onClick={status === 'guest' ? () => open('login') : openPage('rewardCenter')}
        >
          <span aria-hidden="true">
            <Crown size="1em" />
          </span>{' '}
          {member?.vipLabelName ?? t('vip')}
        </button>
      ) : null}
      {showInvite ? (
        <button type="button" className={styles.invite} onClick={openPage('referral')}>
          <span aria-hidden="true">
            <Handshake size="1em" />
          </span>{' '}
          {t('home_invite')}
        </button>
      ) : null}
      <button type="button" className={styles.entry} onClick={openPage('personalHistoryCopy')}>
        <span aria-hidden="true">
          <ReceiptText size="1em" />
        </span>{' '}
        {t('bet_history')}
      </button>
    </div>
  );
}
