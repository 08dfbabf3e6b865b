import type { SlotSymbol } from '@platform/games/slot/slot-rules';
import { Star } from 'lucide-react';
import styles from './slot.module.css';

/**
 * The reels' symbols drawn here (SVG and text), not as emoji: every system shows the same reels,
 * including those without a colour emoji font. Decorative: the cell names the symbol in words.
 */
export function SymbolArt({ letter }: { letter: string }) {
  switch (letter as SlotSymbol) {
    case 'W':
      return <Star className={styles.wild} fill="currentColor" aria-hidden="true" />;
    case '7':
      return <span className={styles.seven}>7</span>;
    case 'B':
      return <span className={styles.bar}>BAR</span>;
    case 'H':
      return (
        <svg viewBox="0 0 40 40" className={styles.art} aria-hidden="true">
          <path
            d="M20 5c-7 0-10 7-10 15l-4 8h28l-4-8c0-8-3-15-10-15z"
            fill="#f2c35b"
            stroke="#a8751c"
            strokeWidth="1.5"
          />
          <circle cx="20" cy="32" r="3.5" fill="#a8751c" />
        </svg>
      );
    case 'P':
      return (
        <svg viewBox="0 0 40 40" className={styles.art} aria-hidden="true">
          <path d="M20 9c2-4 6-5 9-4-2 3-5 4-9 4z" fill="#4caf50" />
          <ellipse cx="20" cy="23" rx="12" ry="14" fill="#7b3fa0" />
          <ellipse cx="15" cy="18" rx="3" ry="5" fill="#b07cd0" />
        </svg>
      );
    case 'O':
      return (
        <svg viewBox="0 0 40 40" className={styles.art} aria-hidden="true">
          <circle cx="20" cy="22" r="14" fill="#f59a23" />
          <circle cx="15" cy="17" r="3" fill="#fbc67a" />
          <path d="M20 8c3-4 7-4 9-3-2 3-5 4-9 3z" fill="#4caf50" />
        </svg>
      );
    case 'L':
      return (
        <svg viewBox="0 0 40 40" className={styles.art} aria-hidden="true">
          <ellipse cx="20" cy="21" rx="16" ry="11" fill="#f7d433" transform="rotate(-20 20 21)" />
          <ellipse cx="14" cy="18" rx="4" ry="2.5" fill="#fff3a6" transform="rotate(-20 14 18)" />
        </svg>
      );
    case 'C':
      return (
        <svg viewBox="0 0 40 40" className={styles.art} aria-hidden="true">
          <path d="M13 24C15 14 20 8 29 5M27 25c0-8 0-14 2-20" stroke="#3f8f3a" strokeWidth="2" fill="none" />
          <circle cx="13" cy="28" r="8" fill="#d32f2f" />
          <circle cx="27" cy="29" r="8" fill="#c62828" />
          <circle cx="10" cy="25" r="2" fill="#ff8a80" />
        </svg>
      );
    default:
      return <span className={styles.glyph}>{letter}</span>;
  }
}
