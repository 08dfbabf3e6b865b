import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { playerProfileSchema } from '@platform/contracts/players-admin';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiCall, pathWithId } from '../../shared/api/http';
import { ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import { DevicesTab, SessionsTab } from './activity-tabs';
import { BetsTab, DepositsTab, LoginsTab, MessagesTab, WithdrawalsTab } from './history-tabs';
import { PlayerActions } from './player-actions';
import { LockBadge } from './player-status';
import styles from './players.module.css';
import { ProfileTab } from './profile-tab';
import { StatementTab } from './statement-tab';

const TABS = [
  'profile',
  'statement',
  'bets',
  'deposits',
  'withdrawals',
  'sessions',
  'devices',
  'logins',
  'messages',
] as const;
type Tab = (typeof TABS)[number];

/** One player: who they are and every history, in tabs (the open one in the address), with the actions staff may take. */
export function PlayerPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as Tab)
    : 'profile';
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const profile = useQuery({
    queryKey: ['players', id, 'profile'],
    queryFn: () => apiCall(playerProfileSchema, pathWithId(ADMIN_API.player, id)),
  });
  const select = (next: Tab) => {
    setSearch({ tab: next }, { replace: true });
    tabRefs.current[next]?.focus();
  };
  // Arrow keys move between tabs as the reading direction goes; Home and End to the ends.
  const onTabKey = (event: KeyboardEvent) => {
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = i18n.dir() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const at = TABS.indexOf(tab);
    const next =
      event.key === forward
        ? TABS[(at + 1) % TABS.length]
        : event.key === backward
          ? TABS[(at - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (next) {
      event.preventDefault();
      select(next);
    }
  };
  const Back = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;

  return (
    <section aria-labelledby="player-title">
      <Link to="/players">
        <Back size={14} aria-hidden="true" /> {t('players_back_to_search')}
      </Link>
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <div className={ui.pageHeading}>
            <h1 id="player-title" className={ui.pageTitle}>
              <bdi>{profile.data.account}</bdi> <LockBadge locked={profile.data.locked} />
            </h1>
          </div>
          <PlayerActions profile={profile.data} />
          <div className={styles.tabs} role="tablist" aria-label={t('players_tabs')} onKeyDown={onTabKey}>
            {TABS.map((name) => (
              <button
                key={name}
                ref={(element) => {
                  tabRefs.current[name] = element;
                }}
                type="button"
                role="tab"
                id={`player-tab-${name}`}
                aria-selected={tab === name}
                aria-controls="player-tab-panel"
                tabIndex={tab === name ? 0 : -1}
                className={styles.tab}
                onClick={() => select(name)}
              >
                {t(`players_tab_${name}`)}
              </button>
            ))}
          </div>
          <div id="player-tab-panel" role="tabpanel" aria-labelledby={`player-tab-${tab}`}>
            {tab === 'profile' ? <ProfileTab profile={profile.data} /> : null}
            {tab === 'statement' ? <StatementTab playerId={id} /> : null}
            {tab === 'bets' ? <BetsTab playerId={id} /> : null}
            {tab === 'deposits' ? <DepositsTab playerId={id} /> : null}
            {tab === 'withdrawals' ? <WithdrawalsTab playerId={id} /> : null}
            {tab === 'sessions' ? <SessionsTab playerId={id} /> : null}
            {tab === 'devices' ? <DevicesTab playerId={id} /> : null}
            {tab === 'logins' ? <LoginsTab playerId={id} /> : null}
            {tab === 'messages' ? <MessagesTab playerId={id} /> : null}
          </div>
        </>
      )}
    </section>
  );
}
