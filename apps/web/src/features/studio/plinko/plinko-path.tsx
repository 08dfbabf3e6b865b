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
  const steps = [...path];
  return (
    <span
      role="img"
      className={styles.path}
      aria-label={steps.map((step) => t(step === 'L' ? 'studio_plinko_left' : 'studio_plinko_right')).join(', ')}
    >
      {steps.map((step, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the path
        step === 'L' ? <ArrowDownLeft key={index} aria-hidden="true" /> : <ArrowDownRight key={index} aria-hidden="true" />,
      )}
    </span>
  );
}
