import type { CrashState } from '@platform/contracts/crash';
import type { StudioSession } from '@platform/contracts/studio';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addFeatureTranslations } from '../../../shared/i18n/i18n';
import crashAr from '../../../shared/i18n/locales/crash.ar.json';
import crashEn from '../../../shared/i18n/locales/crash.en.json';
import frame from '../frame/frame.module.css';
import { useLaunchId } from '../studio-launch';
import { studioMoney } from '../studio-money';
import styles from './crash.module.css';
import { CrashBetPanel } from './crash-bet-panel';
import { CrashChart } from './crash-chart';
import { multiplierText } from './crash-display';
import { CrashPlayers, CrashRecent } from './crash-players';
import { CrashVerifyPanel } from './crash-verify-panel';
import { useCrashRound } from './use-crash-round';
import { type Pace, usePrefersReducedMotion, useServerNow } from './use-server-now';

// The crash game brings its own strings: it loads only inside the game popup.
addFeatureTranslations(crashAr, crashEn);

/**
 * The crash game (contracts/crash.ts): one round shared by every player, live over the socket. The
 * studio page (studio-page.tsx) loads it for engine 'crash' inside the game popup.
 */
export default function CrashGame({ session }: { session: StudioSession }) {
  const { t } = useTranslation();
  const launchId = useLaunchId();
  const round = useCrashRound(session, launchId);
  const money = useMemo(() => studioMoney(session), [session]);
  const reduced = usePrefersReducedMotion();
  const phase = round.state?.phase;
  const pace: Pace = phase === 'RUNNING' ? (reduced ? 'slow' : 'frame') : phase === 'BETTING' ? 'slow' : 'still';
  const serverNow = useServerNow(round.offset, pace);
  const balanceLabel = t(session.trial ? 'crash_play_money' : 'crash_balance');

  return (
    <div className={frame.frame}>
      <div className={frame.header}>
        <h1 className={frame.title}>{session.gameName}</h1>
        <div className={frame.balance}>
          <span className={frame.balanceLabel}>{balanceLabel}</span>
          <output className={frame.balanceValue} aria-label={balanceLabel}>
            {money.format(round.balance)}
          </output>
          {session.trial ? <span className={frame.badge}>{t('crash_trial')}</span> : null}
        </div>
      </div>
      {round.gone ? (
        <p role="alert" className={styles.alert}>
          {t(round.gone === 'login' ? 'crash_logged_out' : 'crash_launch_gone')}
        </p>
      ) : round.connection === 'lost' ? (
        <p role="alert" className={styles.alert}>
          {t('crash_connection_lost')}
        </p>
      ) : null}
      <div className={frame.layout}>
        <section className={frame.board} aria-label={t('crash_chart')}>
          <CrashChart state={round.state} serverNow={serverNow} still={reduced} />
          <p className="visually-hidden" role="status" aria-live="polite">
            {announcement(round.state, t)}
          </p>
          <CrashRecent state={round.state} />
        </section>
        <section className={frame.controls} aria-label={t('crash_bet')}>
          <CrashBetPanel session={session} money={money} launchId={launchId} round={round} serverNow={serverNow} />
        </section>
      </div>
      <div className={styles.sections}>
        <CrashPlayers state={round.state} money={money} />
        <CrashVerifyPanel launchId={launchId} latestCrash={round.state?.recent[0]?.roundNumber ?? null} />
      </div>
      <section className={frame.footer}>
        <div>
          <h2 className={frame.subtitle}>{t('crash_keyboard')}</h2>
          <ul className={frame.shortcuts}>
            <li>
              <kbd>{t('crash_key_space')}</kbd> {t('crash_key_action')}
            </li>
          </ul>
          <p className={frame.hint}>
            {t('crash_rtp_line', { rtp: session.declaredRtpPercent, max: session.maxWinMultiplier })}
          </p>
        </div>
      </section>
    </div>
  );
}

/** What a screen reader hears: each change of phase once, never the ticking multiplier. */
function announcement(state: CrashState | null, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (!state) return '';
  const round = state.roundNumber;
  if (state.phase === 'BETTING') return t('crash_announce_betting', { round });
  if (state.phase === 'RUNNING') return t('crash_announce_running', { round });
  return t('crash_announce_crashed', { round, multiplier: multiplierText(state.crashPoint ?? 100) });
}
