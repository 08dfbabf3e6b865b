import { type KeyboardEvent, useRef, useState } from 'react';

/**
 * Arrow-key movement over a grid of buttons with one tab stop (the ARIA grid pattern): Tab enters
 * the grid at the last focused cell, arrows, Home and End move inside it. Boards are drawn left to
 * right in both languages, so the arrows are physical.
 */
export function useGridFocus(count: number, columns: number) {
  const [active, setActive] = useState(0);
  const cells = useRef<(HTMLElement | null)[]>([]);
  const move = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    cells.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
    };
    if (event.key in steps) move(active + (steps[event.key] as number));
    else if (event.key === 'Home') move(active - (active % columns));
    else if (event.key === 'End') move(active - (active % columns) + columns - 1);
    else return;
    event.preventDefault();
  };
  return {
    onKeyDown,
    /** Props of cell `index`: its ref, its tab stop, and focus follows a click. */
    cell: (index: number) => ({
      ref: (element: HTMLElement | null) => {
        cells.current[index] = element;
      },
      tabIndex: index === active ? 0 : -1,
      onFocus: () => setActive(index),
    }),
  };
}
