import styles from './auth-forms.module.css';

type Props<T extends string> = {
  label: string;
  options: readonly T[];
  selected: T;
  onSelect: (option: T) => void;
  /** The visible name of each option. */
  nameOf: (option: T) => string;
};

/** A choice between ways of filling a form (register by username or mobile, recover by email or phone). */
export function SegmentedTabs<T extends string>({ label, options, selected, onSelect, nameOf }: Props<T>) {
  return (
    <div role="tablist" aria-label={label} className={styles.segmentedTabs}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={selected === option}
          className={styles.segmentTab}
          onClick={() => onSelect(option)}
        >
          {nameOf(option)}
        </button>
      ))}
    </div>
  );
}
