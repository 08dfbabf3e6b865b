import { useEffect, useRef } from 'react';

/** Keys a game binds: 'Space', 'Enter' or a single lower-case letter, to what they do. */
export type Hotkeys = Partial<Record<string, () => void>>;

/** Controls that use Space, Enter or letters themselves: a shortcut must not steal those. */
const OWN_KEYS = 'input, textarea, select, button, a[href], [role="slider"], [role="radio"], [contenteditable="true"]';

function keyName(event: KeyboardEvent): string {
  if (event.key === ' ' || event.code === 'Space') return 'Space';
  if (event.key === 'Enter') return 'Enter';
  if (event.key === 'Backspace') return 'Backspace';
  return event.key.length === 1 ? event.key.toLowerCase() : event.key;
}

/**
 * The page's keyboard shortcuts, listed on screen by each game. They apply when the focus is on
 * the page itself, not in a field or on a button (where Space and Enter already mean "press this"),
 * and never while a dialog is open.
 */
export function useHotkeys(keys: Hotkeys): void {
  const current = useRef(keys);
  current.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_KEYS) || document.querySelector('[role="dialog"]')) return;
      const action = current.current[keyName(event)];
      if (!action) return;
      // Space would otherwise scroll the frame.
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
