import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './frame.module.css';
import type { Stake } from './use-stake';
import { stakeLimits } from './use-stake';
import type { StudioTable } from './use-studio-table';

type Props = {
  table: StudioTable;
  stake: Stake;
  /** The field's name: "Stake", or "Chip value" at the roulette table. */
  labelKey?: string;
  disabled?: boolean;
};

/** The stake with its limits, the quick buttons (½, ×2, min, max) and why it cannot be bet. */
export function StakeInput({ table, stake, labelKey = 'studio_stake', disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const limits = stakeLimits(table);
  const { money } = table;
  const messageId = `${id}-message`;
  const limitsId = `${id}-limits`;
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.label}>
        {t(labelKey)} ({table.session.currencySymbol || table.session.currency})
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        value={stake.text}
        disabled={disabled}
        aria-invalid={stake.message ? true : undefined}
        aria-describedby={stake.message ? `${messageId} ${limitsId}` : limitsId}
        onChange={(event) => stake.setText(event.target.value)}
      />
      <div className={styles.quick}>
        <button
          type="button"
          className={styles.chip}
          disabled={disabled}
          aria-label={t('studio_stake_half')}
          onClick={stake.half}
        >
          ½
        </button>
        <button
          type="button"
          className={styles.chip}
          disabled={disabled}
          aria-label={t('studio_stake_double')}
          onClick={stake.double}
        >
          ×2
        </button>
        <button type="button" className={styles.chip} disabled={disabled} onClick={stake.toMin}>
          {t('studio_stake_min')}
        </button>
        <button type="button" className={styles.chip} disabled={disabled} onClick={stake.toMax}>
          {t('studio_stake_max')}
        </button>
      </div>
      <p id={limitsId} className={styles.hint}>
        {t('studio_stake_limits', { min: money.format(limits.min), max: money.format(limits.max) })}
      </p>
      {stake.message ? (
        <p id={messageId} className={styles.fieldError}>
          {t(stake.message.key, stake.message.values)}
        </p>
      ) : null}
    </div>
  );
}
