import styles from './isolated.module.css';

type Props = {
  /** The name, amount, phone number or code, as the player reads it. */
  children: string;
  /**
   * `auto` for names (their own first letter sets their direction); `ltr` for numbers, amounts,
   * phone numbers and codes, which have no letter to decide by and read left to right in every
   * language ("+971 ****4567" would otherwise take the page's direction and show "971+").
   */
  dir?: 'auto' | 'ltr';
  /** One line, cut with an ellipsis at the value's own end (an English name's last word in Arabic too). */
  truncate?: boolean;
  className?: string;
  title?: string;
};

/**
 * A value that may run in another direction than the text around it, isolated from it: the
 * surrounding sentence keeps its order and the value keeps its own.
 */
export function Isolated({ children, dir = 'auto', truncate = false, className, title }: Props) {
  const classes = [truncate ? styles.truncate : styles.isolated, className].filter(Boolean).join(' ');
  return (
    <bdi dir={dir} className={classes} title={title}>
      {children}
    </bdi>
  );
}

/**
 * The same isolation inside a translated sentence, where only text can go (interpolations, labels):
 * the isolate characters `<bdi>` stands for, first-strong (FSI) for names or left-to-right (LRI)
 * for numbers, each closed by PDI.
 */
export function isolate(value: string, dir: 'auto' | 'ltr' = 'auto'): string {
  return `${dir === 'ltr' ? '\u2066' : '\u2068'}${value}\u2069`;
}
