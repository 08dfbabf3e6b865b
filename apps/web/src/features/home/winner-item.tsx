import type { WinnerEntry } from '@platform/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../../shared/ui/isolated';
import styles from './winner-board.module.css';

type Props = { entry: WinnerEntry; amount: string; onPlay: () => void };

/** Spec 2.5: icon, winner name (masked by the server), 'just won', game name and the win. */
export function WinnerItem({ entry, amount, onPlay }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.item}
      onClick={onPlay}
      aria-label={t('home_winner_label', { name: entry.customerName, amount, game: entry.gameName })}
    >
      <img className={styles.icon} src={entry.iconUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
      <span className={styles.text}>
        <span className={styles.who}>
          <Isolated className={styles.name}>{entry.customerName}</Isolated> {t('home_just_won')}
        </span>
        <Isolated truncate className={styles.game}>
          {entry.gameName}
        </Isolated>
      </span>
      <Isolated dir="ltr" className={styles.amount}>
        {amount}
      </Isolated>
    </button>
  );
}
