import type { MemberInfo } from '@platform/contracts/account';
import { Gamepad2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../shared/modal-state/modal-context';
import { useGo } from '../../shared/modal-state/use-go';
import { LogoutDialog } from '../../shared/session/logout-dialog';
import { useRequireRealAccount } from '../../shared/session/use-require-real-account';
import { Isolated } from '../../shared/ui/isolated';
import { Balance } from './balance';
import { CopyId } from './copy-id';
import { MemberAvatar } from './member-avatar';
import styles from './member-panel.module.css';

/**
 * Spec 2.3, logged in: balance, then the member's avatar, VIP label and account opening a card
 * with the ID (copyable) and the menu My account / Messages / Agent (agents only) / Logout.
 * A trial user is marked as such and offered registration of a real account (spec 6). A trial
 * account plays with play money that each free-trial launch brings (decision 0038): it has no
 * balance worth showing and nothing to deposit, so it sees "Free play" where a member sees the
 * balance and the Deposit button.
 */
export function MemberPanel({ member, gamePage }: { member: MemberInfo; gamePage: boolean }) {
  const { t } = useTranslation();
  const { open: openModal } = useModals();
  const go = useGo();
  const requireRealAccount = useRequireRealAccount();
  const [menuOpen, setMenuOpen] = useState(false);
  const [askingLogout, setAskingLogout] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const cardId = useId();
  const trial = member.role === 'trial';

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const choose = (action: () => void) => () => {
    setMenuOpen(false);
    action();
  };
  // Spec 2.9: messages are a member-centre page, so they follow the member centre's access rule.
  const openMemberCentre = (page?: string) => {
    if (requireRealAccount()) go(page ? `/member?page=${page}` : '/member');
  };

  return (
    <div className={styles.panel}>
      {trial ? (
        <>
          <span className={styles.trialBadge}>{t('session_trial')}</span>
          <button type="button" className={styles.registerReal} onClick={() => openModal('register')}>
            {t('session_register_real_account')}
          </button>
        </>
      ) : null}
      {trial ? (
        <span className={styles.balance} title={t('session_free_play_hint')}>
          <Gamepad2 aria-hidden="true" size="1em" />
          {t('session_free_play')}
        </span>
      ) : (
        <>
          <Balance member={member} gamePage={gamePage} />
          <button type="button" className={styles.deposit} onClick={() => openMemberCentre('depositv2')}>
            {t('session_deposit')}
          </button>
        </>
      )}
      <div ref={wrapRef} className={styles.menuWrap}>
        <button
          type="button"
          className={styles.identity}
          aria-expanded={menuOpen}
          aria-controls={cardId}
          aria-label={t('session_account_menu', { account: member.account })}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <MemberAvatar account={member.account} fetchIcon={!trial} />
          <Isolated truncate className={styles.accountName}>
            {member.account}
          </Isolated>
          {member.hasVip ? <span className={styles.vip}>{member.vipLabelName ?? t('vip')}</span> : null}
        </button>
        {menuOpen ? (
          <div id={cardId} className={styles.card}>
            <p className={styles.cardAccount}>
              <Isolated>{member.account}</Isolated>
              {member.hasVip ? <span className={styles.vip}>{member.vipLabelName ?? t('vip')}</span> : null}
            </p>
            <CopyId id={member.id} />
            <ul className={styles.menu} aria-label={t('session_account_menu', { account: member.account })}>
              <li>
                <button type="button" onClick={choose(() => openMemberCentre())}>
                  {t('session_my_account')}
                </button>
              </li>
              <li>
                <button type="button" onClick={choose(() => openMemberCentre('messageV2'))}>
                  {t('session_messages')}{' '}
                  {!trial && member.unreadMessage > 0 ? (
                    <span className={styles.badge}>
                      <span aria-hidden="true">{member.unreadMessage}</span>
                      <span className="visually-hidden">{t('session_unread', { count: member.unreadMessage })}</span>
                    </span>
                  ) : null}
                </button>
              </li>
              {member.role === 'agent' ? (
                <li>
                  <button type="button" onClick={choose(() => go('/agentHome'))}>
                    {t('session_agent')}
                  </button>
                </li>
              ) : null}
              <li>
                <button type="button" onClick={choose(() => setAskingLogout(true))}>
                  {t('session_logout')}
                </button>
              </li>
            </ul>
          </div>
        ) : null}
      </div>
      {askingLogout ? <LogoutDialog onCancel={() => setAskingLogout(false)} /> : null}
    </div>
  );
}
