import type { StudioRound, StudioSession } from '@platform/contracts/studio';
import { MAX_BETS_PER_SPIN, pocketColor, rouletteOutcome } from '@platform/games/roulette/roulette-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '../frame/frame.module.css';
import { RoundResult } from '../frame/round-result';
import { StakeInput } from '../frame/stake-input';
import { StudioFrame } from '../frame/studio-frame';
import { useHotkeys } from '../frame/use-hotkeys';
import { stakeLimits, useStake } from '../frame/use-stake';
import { useStudioTable } from '../frame/use-studio-table';
import { playRound } from '../studio-api';
import type { StudioMessage } from '../studio-errors';
import { useLaunchId } from '../studio-launch';
import { readOutcome, rouletteOutcomeSchema } from '../studio-outcomes';
import { BetList } from './bet-list';
import styles from './roulette.module.css';
import {
  addChip,
  betKey,
  INSIDE_KINDS,
  type InsideKind,
  type PlacedBet,
  pickNumber,
  removeChip,
  totalOf,
} from './roulette-bets';
import { type OutsideBet, RouletteTable } from './roulette-table';

type Spin = { round: StudioRound; pocket: number | null; bets: PlacedBet[]; payouts: bigint[] };

/** European roulette (packages/games roulette-rules): chips on the layout, then one spin. */
export function RouletteGame({ session }: { session: StudioSession }) {
  const { t } = useTranslation();
  const launchId = useLaunchId();
  const table = useStudioTable(session);
  // The chip's value: each bet is at least the minimum stake; the table's total at most the maximum.
  const chip = useStake(table, false);
  const [mode, setMode] = useState<InsideKind>('straight');
  const [picked, setPicked] = useState<number[]>([]);
  const [bets, setBets] = useState<PlacedBet[]>([]);
  const [placements, setPlacements] = useState<{ key: string; amount: bigint }[]>([]);
  const [notice, setNotice] = useState<StudioMessage | null>(null);
  const [last, setLast] = useState<Spin | null>(null);
  const { money } = table;
  const limits = stakeLimits(table);
  const total = totalOf(bets);
  const balance = money.parse(table.balance) ?? 0n;

  const place = (kind: PlacedBet['kind'], numbers: number[]) => {
    setPicked([]);
    if (chip.amount === null || chip.message) {
      setNotice(chip.message ?? { key: 'studio_stake_invalid', values: { example: money.toDecimal(limits.min) } });
      return;
    }
    const amount = chip.amount;
    const isNew = !bets.some((bet) => betKey(bet.kind, bet.numbers) === betKey(kind, numbers));
    if (isNew && bets.length >= MAX_BETS_PER_SPIN) {
      setNotice({ key: 'studio_roulette_too_many', values: { max: String(MAX_BETS_PER_SPIN) } });
      return;
    }
    if (total + amount > limits.max) {
      setNotice({ key: 'studio_roulette_over_max', values: { max: money.format(limits.max) } });
      return;
    }
    if (total + amount > balance) {
      setNotice({ key: 'studio_error_insufficient', values: { balance: money.format(table.balance) } });
      return;
    }
    setNotice(null);
    setBets((current) => addChip(current, kind, numbers, amount));
    setPlacements((current) => [...current, { key: betKey(kind, numbers), amount }]);
  };

  const onNumber = (n: number) => {
    const result = pickNumber(mode, picked, n);
    if ('placed' in result) place(mode, result.placed);
    else if ('picking' in result) {
      setNotice(null);
      setPicked(result.picking);
    } else {
      setPicked([]);
      setNotice({ key: 'studio_roulette_not_in', values: { kind: t(`studio_bet_${mode}`) } });
    }
  };
  const onOutside = (bet: OutsideBet) => place(bet.kind, bet.numbers);

  const undo = () => {
    const lastPlacement = placements.at(-1);
    if (!lastPlacement || table.busy) return;
    setBets((current) => removeChip(current, lastPlacement.key, lastPlacement.amount));
    setPlacements((current) => current.slice(0, -1));
    setNotice(null);
  };
  const clear = () => {
    if (table.busy) return;
    setBets([]);
    setPlacements([]);
    setPicked([]);
    setNotice(null);
  };

  const canSpin = !table.busy && bets.length > 0;
  const spin = async () => {
    if (table.busy) return;
    if (bets.length === 0) {
      setNotice({ key: 'studio_roulette_no_bets' });
      return;
    }
    if (total > balance) {
      setNotice({ key: 'studio_error_insufficient', values: { balance: money.format(table.balance) } });
      return;
    }
    setNotice(null);
    setPicked([]);
    const snapshot = bets;
    const body = {
      bets: snapshot.map((bet) => ({ kind: bet.kind, numbers: bet.numbers, stake: money.toDecimal(bet.stake) })),
    };
    const round = await table.bet(body, (requestId) => playRound('roulette', { launchId, requestId, ...body }));
    if (!round) return;
    const pocket = readOutcome(rouletteOutcomeSchema, round.outcome)?.pocket ?? null;
    // Each bet's payout by the rules the server used, in the order the bets were sent.
    const payouts = pocket === null ? snapshot.map(() => 0n) : rouletteOutcome(pocket, snapshot).betPayouts;
    setLast({ round, pocket, bets: snapshot, payouts });
  };
  useHotkeys({ Space: () => void spin(), Enter: () => void spin(), Backspace: undo, Delete: clear });

  const recent = table.history
    .map((round) => readOutcome(rouletteOutcomeSchema, round.outcome)?.pocket)
    .filter((pocket): pocket is number => pocket !== undefined);
  const presets = [1n, 5n, 10n, 50n, 100n].map((times) => limits.min * times).filter((value) => value <= limits.max);

  return (
    <StudioFrame
      table={table}
      board={
        <>
          <div className={styles.wheel}>
            {last?.pocket !== undefined && last.pocket !== null ? (
              <span
                key={last.round.roundId}
                className={`${styles.pocket} ${styles[pocketColor(last.pocket)]}`}
                data-testid="winning-pocket"
              >
                {last.pocket}
              </span>
            ) : (
              <span className={`${styles.pocket} ${styles.green}`} aria-hidden="true">
                ?
              </span>
            )}
            {recent.length > 0 ? (
              <ol className={styles.recent} aria-label={t('studio_recent_pockets')}>
                {recent.map((pocket, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the pockets are in spin order
                  <li key={index} className={styles[pocketColor(pocket)]}>
                    {pocket}
                  </li>
                ))}
              </ol>
            ) : null}
          </div>
          <RouletteTable
            bets={bets}
            picked={picked}
            pocket={last?.pocket ?? null}
            disabled={table.busy}
            money={money}
            onNumber={onNumber}
            onOutside={onOutside}
          />
        </>
      }
      controls={
        <>
          <fieldset className={styles.modes}>
            <legend>{t('studio_bet_type')}</legend>
            {INSIDE_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                className={frame.chip}
                aria-pressed={mode === kind}
                onClick={() => {
                  setMode(kind);
                  setPicked([]);
                }}
              >
                {t(`studio_bet_${kind}`)}
              </button>
            ))}
          </fieldset>
          <p className={frame.hint}>{t(`studio_pick_${mode}`)}</p>
          <StakeInput table={table} stake={chip} labelKey="studio_chip_value" disabled={table.busy} />
          <fieldset className={styles.chips}>
            <legend className="visually-hidden">{t('studio_chips')}</legend>
            {presets.map((value) => (
              <button
                key={value.toString()}
                type="button"
                className={frame.chip}
                aria-pressed={chip.amount === value}
                disabled={table.busy}
                onClick={() => chip.setText(money.toDecimal(value))}
              >
                {money.format(value)}
              </button>
            ))}
          </fieldset>
          {notice ? (
            <p role="alert" className={frame.fieldError}>
              {t(notice.key, notice.values)}
            </p>
          ) : null}
          <BetList bets={bets} money={money} title={t('studio_bets_on_table', { total: money.format(total) })} />
          <div className={styles.row}>
            <button
              type="button"
              className={frame.secondary}
              disabled={table.busy || placements.length === 0}
              onClick={undo}
            >
              {t('studio_undo')}
            </button>
            <button
              type="button"
              className={frame.secondary}
              disabled={table.busy || bets.length === 0}
              onClick={clear}
            >
              {t('studio_clear')}
            </button>
          </div>
          <button type="button" className={frame.play} disabled={!canSpin} onClick={() => void spin()}>
            {table.busy ? t('studio_spinning') : t('studio_spin')}
          </button>
        </>
      }
      result={
        last ? (
          <>
            <RoundResult
              round={last.round}
              money={money}
              detail={
                last.pocket === null
                  ? null
                  : t('studio_pocket_result', {
                      number: last.pocket,
                      color: t(`studio_color_${pocketColor(last.pocket)}`),
                    })
              }
            />
            <BetList bets={last.bets} payouts={last.payouts} money={money} title={t('studio_bet_payouts')} />
          </>
        ) : (
          t('studio_roulette_ready')
        )
      }
      shortcuts={[
        { keys: `${t('studio_kbd_space')} / ${t('studio_kbd_enter')}`, actionKey: 'studio_spin' },
        { keys: t('studio_kbd_arrows'), actionKey: 'studio_key_move_numbers' },
        { keys: t('studio_kbd_backspace'), actionKey: 'studio_undo' },
        { keys: t('studio_kbd_delete'), actionKey: 'studio_clear' },
      ]}
    />
  );
}
