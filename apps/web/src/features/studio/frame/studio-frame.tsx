import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FairnessPanel } from '../fairness/fairness-panel';
import styles from './frame.module.css';
import { RoundHistory } from './round-history';
import type { StudioTable } from './use-studio-table';

export type Shortcut = { keys: string; actionKey: string };

type Props = {
  table: StudioTable;
  /** The game's table, reels or board. */
  board: ReactNode;
  /** Options, the stake and the play button. */
  controls: ReactNode;
  /** What the last round did, announced as it changes. */
  result: ReactNode;
  shortcuts: Shortcut[];
  /** Extra header buttons, e.g. the slot's paytable. */
  headerActions?: ReactNode;
  /** The game's own dialogs. */
  children?: ReactNode;
};

/**
 * The frame every studio game shares: its name, the balance (or the play money of a trial), the
 * fairness panel, the board, the controls, the result (aria-live), the failure of the last call,
 * the shortcuts and the rounds played on this page.
 */
export function StudioFrame({ table, board, controls, result, shortcuts, headerActions, children }: Props) {
  const { t } = useTranslation();
  const [fairnessOpen, setFairnessOpen] = useState(false);
  const { session, money } = table;
  return (
    <div className={styles.frame}>
      <div className={styles.header}>
        <h1 className={styles.title}>{session.gameName}</h1>
        <div className={styles.balance}>
          <span className={styles.balanceLabel}>{t(session.trial ? 'studio_play_money' : 'studio_balance')}</span>
          <output
            className={styles.balanceValue}
            aria-label={t(session.trial ? 'studio_play_money' : 'studio_balance')}
          >
            {money.format(table.balance)}
          </output>
          {session.trial ? <span className={styles.badge}>{t('studio_trial_badge')}</span> : null}
        </div>
        <div className={styles.headerActions}>
          {headerActions}
          <button type="button" className={styles.secondary} onClick={() => setFairnessOpen(true)}>
            {t('studio_fairness')}
          </button>
        </div>
      </div>
      <div className={styles.layout}>
        <section className={styles.board} aria-label={t('studio_board')}>
          {board}
        </section>
        <section className={styles.controls} aria-label={t('studio_controls')}>
          {controls}
          {table.error ? (
            <p role="alert" className={styles.error}>
              {t(table.error.key, { ...table.error.values, defaultValue: t('unknown_error') })}
            </p>
          ) : null}
        </section>
      </div>
      <div className={styles.result} role="status" aria-live="polite" aria-label={t('studio_result')}>
        {result}
      </div>
      <section className={styles.footer}>
        <div>
          <h2 className={styles.subtitle}>{t('studio_shortcuts')}</h2>
          <ul className={styles.shortcuts}>
            {shortcuts.map((shortcut) => (
              <li key={shortcut.actionKey}>
                <kbd>{shortcut.keys}</kbd> {t(shortcut.actionKey)}
              </li>
            ))}
          </ul>
          <p className={styles.hint}>
            {t('studio_rtp_line', { rtp: session.declaredRtpPercent, max: session.maxWinMultiplier })}
          </p>
        </div>
        <RoundHistory table={table} />
      </section>
      {fairnessOpen ? <FairnessPanel table={table} onClose={() => setFairnessOpen(false)} /> : null}
      {children}
    </div>
  );
}
