import type { StudioRound, StudioSession } from '@platform/contracts/studio';
import { PAYLINES, slotGrid } from '@platform/games/slot/slot-rules';
import { useState } from 'react';
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
import { readOutcome, type SlotWire, slotOutcomeSchema } from '../studio-outcomes';
import { PaytableDialog } from './paytable-dialog';
import styles from './slot.module.css';
import { SlotReels } from './slot-reels';
import { symbolNameKey } from './slot-symbols';

/** What the reels show before the first spin: the strips at stop 0. */
const OPENING_GRID = slotGrid([0, 0, 0, 0, 0]);

/** "Lucky Sevens": five reels, three rows, 20 lines (packages/games slot-rules). */
export function SlotGame({ session }: { session: StudioSession }) {
  const { t } = useTranslation();
  const launchId = useLaunchId();
  const table = useStudioTable(session);
  const stake = useStake(table);
  const [last, setLast] = useState<{ round: StudioRound; outcome: SlotWire | null } | null>(null);
  // A line is lit while pointed at, or pinned by a click (the keyboard's way).
  const [pinnedLine, setPinnedLine] = useState<number | null>(null);
  const [hoverLine, setHoverLine] = useState<number | null>(null);
  const [paytable, setPaytable] = useState(false);
  const { money } = table;
  const canSpin = !table.busy && stake.amount !== null && !stake.message;

  const spin = async () => {
    if (!canSpin || stake.amount === null) return;
    const body = { stake: money.toDecimal(stake.amount) };
    const round = await table.bet(body, (requestId) => playRound('slot', { launchId, requestId, ...body }));
    if (!round) return;
    setPinnedLine(null);
    setLast({ round, outcome: readOutcome(slotOutcomeSchema, round.outcome) });
  };
  useHotkeys({ Space: () => void spin(), Enter: () => void spin() });

  const lineWins = last?.outcome?.lineWins ?? [];
  const lineBet = (pays: number) =>
    last ? ((money.parse(last.round.stake) ?? 0n) * BigInt(pays)) / BigInt(PAYLINES.length) : 0n;

  return (
    <StudioFrame
      table={table}
      headerActions={
        <button type="button" className={frame.secondary} onClick={() => setPaytable(true)}>
          {t('studio_paytable')}
        </button>
      }
      board={
        <div className={styles.machine}>
          <SlotReels
            grid={last?.outcome?.grid ?? OPENING_GRID}
            lineWins={lineWins}
            focusLine={hoverLine ?? pinnedLine}
            spinning={table.busy}
            spinKey={last?.round.roundId ?? 'opening'}
          />
          {lineWins.length > 0 ? (
            <ul className={styles.wins} aria-label={t('studio_winning_lines')}>
              {lineWins.map((win) => (
                <li key={win.line}>
                  <button
                    type="button"
                    className={styles.winLine}
                    aria-pressed={pinnedLine === win.line}
                    onClick={() => setPinnedLine(pinnedLine === win.line ? null : win.line)}
                    onMouseEnter={() => setHoverLine(win.line)}
                    onMouseLeave={() => setHoverLine(null)}
                  >
                    {t('studio_line_win', {
                      line: win.line,
                      count: win.count,
                      symbol: t(symbolNameKey(win.symbol)),
                      amount: money.format(lineBet(win.pays)),
                    })}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      }
      controls={
        <>
          <StakeInput table={table} stake={stake} disabled={table.busy} />
          <p className={frame.hint}>
            {stake.amount === null
              ? null
              : t('studio_line_bet', {
                  amount: money.format(stake.amount / BigInt(PAYLINES.length)),
                  lines: PAYLINES.length,
                })}
          </p>
          <button type="button" className={frame.play} disabled={!canSpin} onClick={() => void spin()}>
            {table.busy ? t('studio_spinning') : t('studio_spin')}
          </button>
        </>
      }
      result={last ? <RoundResult round={last.round} money={money} /> : t('studio_slot_ready')}
      shortcuts={[{ keys: `${t('studio_kbd_space')} / ${t('studio_kbd_enter')}`, actionKey: 'studio_spin' }]}
    >
      {paytable ? <PaytableDialog stake={stake.amount} money={money} onClose={() => setPaytable(false)} /> : null}
    </StudioFrame>
  );
}
