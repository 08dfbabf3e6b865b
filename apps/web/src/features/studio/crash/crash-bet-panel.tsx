import type { CrashMyBet, CrashState } from '@platform/contracts/crash';
import type { StudioSession } from '@platform/contracts/studio';
import { MAX_CRASH_POINT } from '@platform/games/crash/crash-rules';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useRequestId } from '../../../shared/api/use-request-id';
import frame from '../frame/frame.module.css';
import { useHotkeys } from '../frame/use-hotkeys';
import { stakeLimits, useStake } from '../frame/use-stake';
import { playFailureMessage, refusedBalance, type StudioMessage } from '../studio-errors';
import type { StudioMoney } from '../studio-money';
import styles from './crash.module.css';
import { cashOutCrash, placeCrashBet } from './crash-api';
import { multiplierText, parseCashOut, payoutAt, shownMultiplier } from './crash-display';
import type { CrashRound } from './use-crash-round';

type Props = { session: StudioSession; money: StudioMoney; launchId: string; round: CrashRound; serverNow: number };

/** How the member's bet in the round shown stands, as the page can tell it right now. */
type Standing =
  | { kind: 'none' }
  | { kind: 'waiting'; bet: CrashMyBet }
  | { kind: 'in'; bet: CrashMyBet }
  | { kind: 'won'; bet: CrashMyBet; at: number; payout: bigint }
  | { kind: 'lost'; bet: CrashMyBet }
  | { kind: 'refunded'; bet: CrashMyBet };

function standingOf(bet: CrashMyBet | null, state: CrashState | null, now: number, money: StudioMoney): Standing {
  if (!bet || !state || bet.roundNumber !== state.roundNumber) return { kind: 'none' };
  const stake = money.parse(bet.stake) ?? 0n;
  if (bet.status === 'REFUNDED') return { kind: 'refunded', bet };
  if (bet.status === 'CASHED_OUT' && bet.cashedOutAt !== null)
    return { kind: 'won', bet, at: bet.cashedOutAt, payout: money.parse(bet.payout ?? '0') ?? 0n };
  if (bet.status === 'LOST') return { kind: 'lost', bet };
  if (state.phase === 'BETTING' || bet.status === 'PENDING') return { kind: 'waiting', bet };
  // The server pays an auto cash-out the moment the round reaches it; the page shows it at once.
  const reached = shownMultiplier(state, now);
  if (bet.autoCashOut !== null && reached >= bet.autoCashOut)
    return { kind: 'won', bet, at: bet.autoCashOut, payout: payoutAt(stake, bet.autoCashOut) };
  return state.phase === 'CRASHED' ? { kind: 'lost', bet } : { kind: 'in', bet };
}

/** The stake, the auto cash-out, and the one button: Bet while bets are open, Cash out while in the round. */
export function CrashBetPanel({ session, money, launchId, round, serverNow }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { state } = round;
  const stake = useStake({ session, money, balance: round.balance });
  const limits = stakeLimits({ session, money });
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState('2.00');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StudioMessage | null>(null);
  // A ref as well as state: a second key press in the same tick must not send a second call.
  const inFlight = useRef(false);
  const requestIds = useRequestId();

  const auto = autoOn ? parseCashOut(autoText) : null;
  const autoInvalid = autoOn && auto === null;
  const standing = standingOf(round.myBet, state, serverNow, money);
  const current = state ? shownMultiplier(state, serverNow) : 100;
  const canBet =
    state?.phase === 'BETTING' &&
    serverNow < state.bettingEndsAt &&
    standing.kind === 'none' &&
    stake.amount !== null &&
    !stake.message &&
    !autoInvalid &&
    !busy &&
    round.gone === null;
  const canCashOut = standing.kind === 'in' && state?.phase === 'RUNNING' && current >= 101 && !busy;

  const run = async (call: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (failure) {
      const refused = refusedBalance(failure);
      if (refused !== null) round.setBalance(refused);
      setError(playFailureMessage(failure, { balance: refused ?? round.balance, limits: session.limits, money }));
      if (!(failure instanceof ApiError)) console.error('A crash call failed', failure);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const bet = () => {
    if (!canBet || !state || stake.amount === null) return;
    const body = { stake: money.toDecimal(stake.amount), autoCashOut: auto };
    // The same bet retried after a lost answer keeps its key, so it is never placed twice.
    const requestId = requestIds.forPayload({ ...body, round: state.roundNumber });
    void run(async () => {
      try {
        round.apply(await placeCrashBet({ launchId, requestId, ...body }));
        requestIds.finish();
      } catch (failure) {
        if (!(failure instanceof ApiError && failure.code === 'NETWORK')) requestIds.finish();
        throw failure;
      }
    });
  };
  const cashOut = () => {
    if (!canCashOut || !state) return;
    void run(async () => round.apply(await cashOutCrash(launchId, state.roundNumber)));
  };
  useHotkeys({ Space: () => (standing.kind === 'in' ? cashOut() : bet()) });

  const stakeAmount = money.parse(standing.kind === 'none' ? '' : standing.bet.stake) ?? 0n;
  return (
    <>
      <div className={frame.stake}>
        <label htmlFor={id} className={frame.label}>
          {t('crash_stake')} ({session.currencySymbol || session.currency})
        </label>
        <input
          id={id}
          className={frame.input}
          inputMode="decimal"
          autoComplete="off"
          value={stake.text}
          disabled={busy}
          aria-invalid={stake.message ? true : undefined}
          aria-describedby={`${id}-limits${stake.message ? ` ${id}-message` : ''}`}
          onChange={(event) => stake.setText(event.target.value)}
        />
        <div className={frame.quick}>
          <button type="button" className={frame.chip} aria-label={t('crash_stake_half')} onClick={stake.half}>
            ½
          </button>
          <button type="button" className={frame.chip} aria-label={t('crash_stake_double')} onClick={stake.double}>
            ×2
          </button>
          <button type="button" className={frame.chip} onClick={stake.toMin}>
            {t('crash_stake_min')}
          </button>
          <button type="button" className={frame.chip} onClick={stake.toMax}>
            {t('crash_stake_max')}
          </button>
        </div>
        <p id={`${id}-limits`} className={frame.hint}>
          {t('crash_stake_limits', { min: money.format(limits.min), max: money.format(limits.max) })}
        </p>
        {stake.message ? (
          <p id={`${id}-message`} className={frame.fieldError}>
            {t(stake.message.key, stake.message.values)}
          </p>
        ) : null}
      </div>
      <div className={frame.stake}>
        <label className={styles.toggle}>
          <input type="checkbox" checked={autoOn} onChange={(event) => setAutoOn(event.target.checked)} />
          {t('crash_auto')}
        </label>
        {autoOn ? (
          <>
            <label htmlFor={`${id}-auto`} className={frame.label}>
              {t('crash_auto_at')}
            </label>
            <input
              id={`${id}-auto`}
              className={frame.input}
              inputMode="decimal"
              autoComplete="off"
              value={autoText}
              aria-invalid={autoInvalid ? true : undefined}
              aria-describedby={`${id}-auto-hint`}
              onChange={(event) => setAutoText(event.target.value)}
            />
            <p id={`${id}-auto-hint`} className={autoInvalid ? frame.fieldError : frame.hint}>
              {autoInvalid
                ? t('crash_auto_invalid', { max: multiplierText(MAX_CRASH_POINT) })
                : auto !== null && stake.amount !== null
                  ? t('crash_potential', {
                      multiplier: multiplierText(auto),
                      amount: money.format(payoutAt(stake.amount, auto)),
                    })
                  : null}
            </p>
          </>
        ) : null}
      </div>
      {standing.kind === 'in' ? (
        <button type="button" className={styles.cashOut} disabled={!canCashOut} onClick={cashOut}>
          {t('crash_cash_out', { amount: money.format(payoutAt(stakeAmount, current)) })}
        </button>
      ) : (
        <button type="button" className={frame.play} disabled={!canBet} onClick={bet}>
          {t('crash_bet')}
        </button>
      )}
      <BetStanding standing={standing} money={money} bettingOpen={state?.phase === 'BETTING'} />
      {error ? (
        <p role="alert" className={frame.error}>
          {t(error.key, { ...error.values, defaultValue: t('unknown_error') })}
        </p>
      ) : null}
    </>
  );
}

function BetStanding({
  standing,
  money,
  bettingOpen,
}: {
  standing: Standing;
  money: StudioMoney;
  bettingOpen: boolean;
}) {
  const { t } = useTranslation();
  const text = (() => {
    switch (standing.kind) {
      case 'none':
        return bettingOpen ? null : t('crash_bet_closed');
      case 'waiting':
        return t('crash_bet_placed', { stake: money.format(standing.bet.stake) });
      case 'in':
        return standing.bet.autoCashOut === null
          ? null
          : t('crash_auto_set', { multiplier: multiplierText(standing.bet.autoCashOut) });
      case 'won':
        return t('crash_cashed_out', {
          multiplier: multiplierText(standing.at),
          amount: money.format(standing.payout),
        });
      case 'lost':
        return t('crash_busted');
      case 'refunded':
        return t('crash_refunded');
    }
  })();
  if (!text) return null;
  const tone = standing.kind === 'won' ? styles.won : standing.kind === 'lost' ? styles.lost : undefined;
  return (
    <p className={`${styles.status} ${tone ?? ''}`} data-testid="crash-my-bet">
      {text}
    </p>
  );
}
