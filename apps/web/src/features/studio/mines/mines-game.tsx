import type { StudioRound, StudioSession } from '@platform/contracts/studio';
import { MAX_MINES, MIN_MINES, minesMultiplier, TILES } from '@platform/games/mines/mines-rules';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '../frame/frame.module.css';
import { RoundResult } from '../frame/round-result';
import { StakeInput } from '../frame/stake-input';
import { StudioFrame } from '../frame/studio-frame';
import { useHotkeys } from '../frame/use-hotkeys';
import { useStake } from '../frame/use-stake';
import { useStudioTable } from '../frame/use-studio-table';
import { cashOutMines, revealMines, startMines } from '../studio-api';
import { useLaunchId } from '../studio-launch';
import { multiplierLabel, payoutFor } from '../studio-money';
import { minesOutcomeSchema, readOutcome } from '../studio-outcomes';
import { MinesBoard } from './mines-board';

const MINE_COUNTS = Array.from({ length: MAX_MINES - MIN_MINES + 1 }, (_, i) => MIN_MINES + i);

/** Mines: 5x5 tiles hiding 1-24 mines; reveal safe tiles and cash out (packages/games mines-rules). */
export function MinesGame({ session }: { session: StudioSession }) {
  const { t } = useTranslation();
  const launchId = useLaunchId();
  const id = useId();
  const table = useStudioTable(session);
  const stake = useStake(table);
  // A round still open from an earlier visit carries on where it was.
  const [round, setRound] = useState<StudioRound | null>(session.openRound ?? null);
  const [mines, setMines] = useState(3);
  const { money } = table;

  const outcome = useMemo(() => (round ? readOutcome(minesOutcomeSchema, round.outcome) : null), [round]);
  const open = round?.status === 'OPEN';
  const roundMines = outcome?.mines ?? mines;
  const picks = open ? (outcome?.revealed.length ?? 0) : 0;
  const roundStake = round ? (money.parse(round.stake) ?? 0n) : (stake.amount ?? 0n);
  const current = picks > 0 ? minesMultiplier(roundMines, picks) : null;
  const next = picks < TILES - roundMines ? minesMultiplier(open ? roundMines : mines, picks + 1) : null;
  const canStart = !open && !table.busy && stake.amount !== null && !stake.message;

  const start = async () => {
    if (!canStart || stake.amount === null) return;
    const body = { stake: money.toDecimal(stake.amount), mines };
    const started = await table.bet(body, (requestId) => startMines({ launchId, requestId, ...body }));
    if (started) setRound(started);
  };
  const reveal = async (tile: number) => {
    if (!round || !open) return;
    const after = await table.play(() => revealMines({ launchId, roundId: round.roundId, tile }));
    if (after) setRound(after);
  };
  const cashOut = async () => {
    if (!round || !open || picks === 0) return;
    const after = await table.play(() => cashOutMines({ launchId, roundId: round.roundId }));
    if (after) setRound(after);
  };
  useHotkeys({
    Space: () => void start(),
    Enter: () => void start(),
    c: () => void cashOut(),
  });

  return (
    <StudioFrame
      table={table}
      board={
        <MinesBoard
          revealed={outcome?.revealed ?? []}
          mineTiles={open ? null : (outcome?.mineTiles ?? null)}
          playable={open && !table.busy}
          onReveal={(tile) => void reveal(tile)}
        />
      }
      controls={
        <>
          <div className={frame.stake}>
            <label htmlFor={`${id}-mines`} className={frame.label}>
              {t('studio_mines_count')}
            </label>
            <select
              id={`${id}-mines`}
              className={frame.select}
              value={open ? roundMines : mines}
              disabled={open || table.busy}
              onChange={(event) => setMines(Number(event.target.value))}
            >
              {MINE_COUNTS.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <StakeInput table={table} stake={stake} disabled={open || table.busy} />
          <dl className={frame.dl}>
            <dt>{t('studio_next_tile')}</dt>
            <dd data-testid="next-multiplier">{next ? multiplierLabel(next) : '—'}</dd>
            <dt>{t('studio_cash_out_now')}</dt>
            <dd data-testid="cash-out-amount">
              {current ? `${money.format(payoutFor(roundStake, current))} (${multiplierLabel(current)})` : '—'}
            </dd>
          </dl>
          {open ? (
            <button
              type="button"
              className={frame.play}
              disabled={table.busy || picks === 0}
              onClick={() => void cashOut()}
            >
              {current
                ? t('studio_cash_out_amount', { amount: money.format(payoutFor(roundStake, current)) })
                : t('studio_cash_out')}
            </button>
          ) : (
            <button type="button" className={frame.play} disabled={!canStart} onClick={() => void start()}>
              {t('studio_bet')}
            </button>
          )}
        </>
      }
      result={
        round && !open ? (
          <RoundResult
            round={round}
            money={money}
            detail={t(
              outcome?.mineTiles?.some((tile) => outcome.revealed.includes(tile))
                ? 'studio_mines_hit'
                : 'studio_mines_safe',
              { picks: outcome?.revealed.length ?? 0 },
            )}
          />
        ) : open ? (
          picks === 0 ? (
            t('studio_mines_pick_first')
          ) : (
            t('studio_mines_progress', { picks, multiplier: current ? multiplierLabel(current) : '' })
          )
        ) : (
          t('studio_mines_ready')
        )
      }
      shortcuts={[
        { keys: `${t('studio_kbd_space')} / ${t('studio_kbd_enter')}`, actionKey: 'studio_bet' },
        { keys: t('studio_kbd_arrows'), actionKey: 'studio_key_move_tiles' },
        { keys: 'C', actionKey: 'studio_cash_out' },
      ]}
    />
  );
}
