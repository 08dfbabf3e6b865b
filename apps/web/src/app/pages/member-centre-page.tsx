import type { MemberInfo } from '@platform/contracts/account';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PaymentSecurity } from '../../features/payments/payment-security';
import { SecurityCentre } from '../../features/security-centre/security-centre';
import { useSession } from '../../shared/session/session-context';
import { EmptyState } from '../../shared/ui/empty-state';
import styles from './member-centre.module.css';
import { MEMBER_CENTRE_CONTENT } from './member-centre-content';
import { MEMBER_CENTRE_PAGES, memberCentrePageOf } from './member-centre-menu';
import './account-pages-strings';
import { Isolated } from '../../shared/ui/isolated';

/**
 * /member (spec 2.1, 2.9): the member centre with its menu; `?page=` picks the menu page.
 * The route guard lets only logged-in real accounts in, so `member` is there.
 */
export function MemberCentrePage() {
  const { t } = useTranslation();
  const { member } = useSession();
  const [params] = useSearchParams();
  const page = memberCentrePageOf(params.get('page'));
  if (!member) return null;
  const Content = MEMBER_CENTRE_CONTENT[page];
  return (
    <section className={styles.centre}>
      <h1 className={styles.title}>{t('member_centre')}</h1>
      <div className={styles.layout}>
        <nav aria-label={t('mc_menu')} className={styles.menu}>
          <ul>
            {MEMBER_CENTRE_PAGES.map((name) => (
              <li key={name}>
                <Link
                  to={name === 'securityCenter' ? '/member' : `/member?page=${name}`}
                  aria-current={page === name ? 'page' : undefined}
                  className={styles.menuLink}
                >
                  {t(`mc_${name}`)}
                  {name === 'messageV2' && member.unreadMessage > 0 ? (
                    <span className={styles.badge}>
                      <span aria-hidden="true">{member.unreadMessage}</span>
                      <span className="visually-hidden">{t('session_unread', { count: member.unreadMessage })}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <h2 className={styles.pageTitle}>{t(`mc_${page}`)}</h2>
          {page === 'securityCenter' ? (
            <>
              <AccountInfo member={member} />
              <SecurityCentre />
              {/* Payment password and bank accounts: regions of their own beside the security centre. */}
              <PaymentSecurity />
            </>
          ) : Content ? (
            <Content />
          ) : (
            <EmptyState />
          )}
        </div>
      </div>
    </section>
  );
}

function AccountInfo({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('mc_account'), member.account],
    [t('session_member_id'), member.id],
    [t('mc_nickname'), member.nickname ?? t('mc_not_set')],
    [t('mc_email'), member.email ?? t('mc_not_set')],
    [t('mc_mobile_bound'), member.mobileBound ? t('mc_yes') : t('mc_no')],
    [t('vip'), member.hasVip ? (member.vipLabelName ?? `VIP ${member.vipRankLevel}`) : t('mc_none')],
  ];
  return (
    <section className={styles.info} aria-label={t('mc_account_info')}>
      <dl className={styles.infoList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.infoRow}>
            <dt>{label}</dt>
            <dd>
              <Isolated>{value}</Isolated>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
