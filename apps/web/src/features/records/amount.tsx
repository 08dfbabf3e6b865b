import styles from './records.module.css';
import { signOf } from './use-record-format';

/**
 * An amount kept left-to-right inside Arabic text, so "-$20.00" never reads "$20.00-"; movements
 * are coloured by their sign.
 */
export function Amount({ value, text, signed }: { value: string; text: string; signed?: boolean }) {
  const sign = signed ? signOf(value) : 0;
  const tone = sign > 0 ? styles.positive : sign < 0 ? styles.negative : undefined;
  return (
    <span dir="ltr" className={tone}>
      {text}
    </span>
  );
}
