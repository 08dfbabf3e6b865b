import type { StudioRound, StudioSession } from '@platform/contracts/studio';
import {
  checkDiceBet,
  type DiceDirection,
  diceMultiplier,
  formatRoll,
  winningOutcomes,
} from '@platform/games/dice/dice-rules';
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
import { multiplierLabel, payoutFor } from '../studio-money';
import { type DiceWire, diceOutcomeSchema, readOutcome } from '../studio-outcomes';
import { DiceBar } from './dice-bar';
import { chanceLabel, flipTarget, parseTarget, targetRange } from './dice-target';

function allowed(direction: DiceDirection, target: number): boolean {
  try {
    checkDiceBet(direction, target);
    return true;
  } catch {
    return false;
  }
}

/** Dice: a roll of 0.00-99.99 under or over a target (packages/games dice-rules). */
export function DiceGame({ session }: { session: StudioSession }) {
  const { t } = useTranslation();
  const launchId = useLaunchId();
  const id = useId();
  const table = useStudioTable(session);
  const stake = useStake(table);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  const [targetText, setTargetText] = useState(formatRoll(5000));
  const [last, setLast] = useState<{
    round: StudioRound;
    outcome: DiceWire | null;
    direction: DiceDirection;
    target: number;
  } | null>(null);
  const { money } = table;

  const range = targetRange(direction);
  const typed = parseTarget(targetText);
  const targetValid = typed !== null && typed === target && allowed(direction, target);
  const wins = winningOutcomes(direction, target);
  const multiplier = diceMultiplier(direction, target);
  const canRoll = !table.busy && targetValid && stake.amount !== null && !stake.message;

  const moveTarget = (next: number) => {
    setTarget(next);
    setTargetText(formatRoll(next));
  };
  const turn = (next: DiceDirection) => {
    if (next === direction || table.busy) return;
    setDirection(next);
    // The same win chance the other way round.
    moveTarget(flipTarget(target));
  };

  const roll = async () => {
    if (!canRoll || stake.amount === null) return;
    const body = { stake: money.toDecimal(stake.amount), direction, target };
    const round = await table.bet(body, (requestId) => playRound('dice', { launchId, requestId, ...body }));
    if (round) setLast({ round, outcome: readOutcome(diceOutcomeSchema, round.outcome), direction, target });
  };
  useHotkeys({
    Space: () => void roll(),
    Enter: () => void roll(),
    u: () => turn('under'),
    o: () => turn('over'),
  });

  const rolled = last?.outcome;

  return (
    <StudioFrame
      table={table}
      board={
        <DiceBar
          direction={direction}
          target={target}
          roll={rolled ? { value: rolled.roll, win: rolled.win, key: last?.round.roundId ?? '' } : null}
        />
      }
      controls={
        <>
          <fieldset className={frame.segmented}>
            <legend>{t('studio_dice_direction')}</legend>
            {(['under', 'over'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={frame.chip}
                aria-pressed={direction === option}
                disabled={table.busy}
                onClick={() => turn(option)}
              >
                {t(option === 'under' ? 'studio_roll_under' : 'studio_roll_over')}
              </button>
            ))}
          </fieldset>
          <div className={frame.stake}>
            <label htmlFor={`${id}-slider`} className={frame.label}>
              {t('studio_dice_target')}
            </label>
            <input
              id={`${id}-slider`}
              type="range"
              min={range.min}
              max={range.max}
              step={1}
              value={target}
              disabled={table.busy}
              aria-valuetext={formatRoll(target)}
              onChange={(event) => moveTarget(Number(event.target.value))}
            />
            <label htmlFor={`${id}-number`} className="visually-hidden">
              {t('studio_dice_target_number')}
            </label>
            <input
              id={`${id}-number`}
              className={frame.input}
              inputMode="decimal"
              value={targetText}
              disabled={table.busy}
              aria-invalid={targetValid ? undefined : true}
              aria-describedby={`${id}-target-hint`}
              onChange={(event) => {
                setTargetText(event.target.value);
                const parsed = parseTarget(event.target.value);
                if (parsed !== null) setTarget(parsed);
              }}
            />
            <p id={`${id}-target-hint`} className={targetValid ? frame.hint : frame.fieldError}>
              {t('studio_dice_target_range', { min: formatRoll(range.min), max: formatRoll(range.max) })}
            </p>
          </div>
          <dl className={frame.dl}>
            <dt>{t('studio_win_chance')}</dt>
            <dd data-testid="win-chance">{targetValid ? chanceLabel(wins) : '—'}</dd>
            <dt>{t('studio_multiplier')}</dt>
            <dd data-testid="dice-multiplier">{targetValid ? multiplierLabel(multiplier, 4) : '—'}</dd>
            <dt>{t('studio_payout_on_win')}</dt>
            <dd>{targetValid && stake.amount !== null ? money.format(payoutFor(stake.amount, multiplier)) : '—'}</dd>
          </dl>
          <StakeInput table={table} stake={stake} disabled={table.busy} />
          <button type="button" className={frame.play} disabled={!canRoll} onClick={() => void roll()}>
            {t('studio_roll')}
          </button>
        </>
      }
      result={
        last ? (
          <RoundResult
            round={last.round}
            money={money}
            detail={
              rolled
                ? t('studio_rolled', {
                    roll: formatRoll(rolled.roll),
                    direction: t(last.direction === 'over' ? 'studio_roll_over' : 'studio_roll_under'),
                    target: formatRoll(last.target),
                  })
                : null
            }
          />
        ) : (
          t('studio_dice_ready')
        )
      }
      shortcuts={[
        { keys: `${t('studio_kbd_space')} / ${t('studio_kbd_enter')}`, actionKey: 'studio_roll' },
        { keys: 'U', actionKey: 'studio_roll_under' },
        { keys: 'O', actionKey: 'studio_roll_over' },
      ]}
    />
  );
}
