import { ArrowDownLeft, ArrowDownRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './plinko.module.css';

/**
 * The ball's way down, one arrow per row, drawn as SVG (a symbol font may lack arrows). The arrows
 * point where the ball went on screen, so they do not mirror in Arabic; a screen reader hears the
 * steps in words.
 */
export function PlinkoPath({ path }: { path: string }) {
  const { t } = useTranslation();
  const rows = [...path].map((step, index) => ({ step, row: index + 1 }));
  return (
    <span
      role="img"
      className={styles.path}
      aria-label={rows.map(({ step }) => t(step === 'L' ? 'studio_plinko_left' : 'studio_plinko_right')).join(', ')}
    >
      {rows.map(({ step, row }) => {
        const Arrow = step === 'L' ? ArrowDownLeft : ArrowDownRight;
        return <Arrow key={row} aria-hidden="true" />;
      })}
    </span>
  );
}
