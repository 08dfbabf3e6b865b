import type { StudioRound, StudioSession } from '@platform/contracts/studio';
import { MAX_ROWS, MIN_ROWS, PLINKO_RISKS, type PlinkoRisk, plinkoTable } from '@platform/games/plinko/plinko-rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '../frame/frame.module.css';
import { RoundResult } from '../frame/round-result';
import { StakeInput } from '../frame/stake-input';
import { StudioFrame } from '../frame/studio-frame';
import { useHotkeys } from '../frame/use-hotkeys';
import { useStake } from '../frame/use-stake';
import { useStudioTable } from '../frame/use-studio-table';
import { playRound } from '../studio-api';
import { useLaunchId } from '../studio-launch';
import { type PlinkoWire, plinkoOutcomeSchema, readOutcome } from '../studio-outcomes';
import { PlinkoBoard } from './plinko-board';
import { PlinkoPath } from './plinko-path';

const ROW_COUNTS = Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => MIN_ROWS + i);

type Drop = { round: StudioRound; outcome: PlinkoWire | null; rows: number; risk: PlinkoRisk };

/** Plinko: a ball through 8-16 rows of pins into a multiplier slot (packages/games plinko-rules). */
export function PlinkoGame({ session }: { session: StudioSession }) {
  const { t } = useTranslation();
  const launchId = useLaunchId();
  const id = useId();
  const table = useStudioTable(session);
  const stake = useStake(table);
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [last, setLast] = useState<Drop | null>(null);
  const [landed, setLanded] = useState(true);
  const { money } = table;
  const canDrop = !table.busy && landed && stake.amount !== null && !stake.message;

  const drop = async () => {
    if (!canDrop || stake.amount === null) return;
    const body = { stake: money.toDecimal(stake.amount), rows, risk };
    const round = await table.bet(body, (requestId) => playRound('plinko', { launchId, requestId, ...body }));
    if (!round) return;
    const outcome = readOutcome(plinkoOutcomeSchema, round.outcome);
    setLanded(outcome === null);
    setLast({ round, outcome, rows, risk });
  };
  useHotkeys({ Space: () => void drop(), Enter: () => void drop() });

  // The settings are locked while the ball falls; changed afterwards, the board shows the new table.
  const sameBoard = last && last.rows === rows && last.risk === risk;
  const boardDrop =
    sameBoard && last.outcome ? { path: last.outcome.path, slot: last.outcome.slot, key: last.round.roundId } : null;

  return (
    <StudioFrame
      table={table}
      board={
        <PlinkoBoard
          rows={rows}
          table={plinkoTable(rows, risk)}
          drop={boardDrop}
          landed={landed}
          onLanded={() => setLanded(true)}
        />
      }
      controls={
        <>
          <div className={frame.stake}>
            <label htmlFor={`${id}-rows`} className={frame.label}>
              {t('studio_plinko_rows')}
            </label>
            <select
              id={`${id}-rows`}
              className={frame.select}
              value={rows}
              disabled={table.busy || !landed}
              onChange={(event) => setRows(Number(event.target.value))}
            >
              {ROW_COUNTS.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={frame.segmented}>
            <legend>{t('studio_plinko_risk')}</legend>
            {PLINKO_RISKS.map((option) => (
              <button
                key={option}
                type="button"
                className={frame.chip}
                aria-pressed={risk === option}
                disabled={table.busy || !landed}
                onClick={() => setRisk(option)}
              >
                {t(`studio_risk_${option}`)}
              </button>
            ))}
          </fieldset>
          <StakeInput table={table} stake={stake} disabled={table.busy} />
          <button type="button" className={frame.play} disabled={!canDrop} onClick={() => void drop()}>
            {t('studio_drop')}
          </button>
        </>
      }
      result={
        last && landed ? (
          <RoundResult
            round={last.round}
            money={money}
            detail={
              last.outcome ? (
                <>
                  {t('studio_plinko_landed', { slot: last.outcome.slot + 1 })} <PlinkoPath path={last.outcome.path} />
                </>
              ) : null
            }
          />
        ) : last ? (
          t('studio_plinko_falling')
        ) : (
          t('studio_plinko_ready')
        )
      }
      shortcuts={[{ keys: `${t('studio_kbd_space')} / ${t('studio_kbd_enter')}`, actionKey: 'studio_drop' }]}
    />
  );
}
