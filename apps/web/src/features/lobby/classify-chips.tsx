import type { classifySchema } from '@platform/contracts/lobby';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import styles from './lobby-page.module.css';

type Classify = z.infer<typeof classifySchema>;
type Props = { options: readonly Classify[]; value: string | null; onChange: (classify: string | null) => void };

/** The category's classify filters (from its lane); pressing the chosen one again drops it. */
export function ClassifyChips({ options, value, onChange }: Props) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">{t('lobby_classify')}</legend>
      <button type="button" className={styles.smallChip} aria-pressed={value === null} onClick={() => onChange(null)}>
        {t('lobby_classify_all')}
      </button>
      {options.map((option) => (
        <button
          key={option.gameClassify}
          type="button"
          className={styles.smallChip}
          aria-pressed={value === option.gameClassify}
          onClick={() => onChange(value === option.gameClassify ? null : option.gameClassify)}
        >
          {option.displayName}
        </button>
      ))}
    </fieldset>
  );
}
