/**
 * Where things sit on the plinko board, in percent of its width and height. Row r (0 at the top)
 * has r + 3 pins; after `rights` of `step` bounces the ball is (rights - step / 2) pin gaps from the
 * middle, so it lands in slot `rights` (0 the leftmost) after the last row.
 */
export type Point = { x: number; y: number };

const TOP = 6;
const BOTTOM = 88;

export function pinGap(rows: number): number {
  return 100 / (rows + 2);
}

function rowY(rows: number, row: number): number {
  return TOP + ((BOTTOM - TOP) * row) / (rows - 1);
}

export function pins(rows: number): Point[] {
  const gap = pinGap(rows);
  const all: Point[] = [];
  for (let row = 0; row < rows; row++)
    for (let pin = 0; pin < row + 3; pin++) all.push({ x: 50 + (pin - (row + 2) / 2) * gap, y: rowY(rows, row) });
  return all;
}

/** The ball's stops: above the board, on each row's pin, then in its slot. */
export function ballPath(path: string): Point[] {
  const rows = path.length;
  const gap = pinGap(rows);
  const points: Point[] = [{ x: 50, y: 0 }];
  let rights = 0;
  for (let row = 0; row < rows; row++) {
    // Just above the pin it hits, then off to one side of it.
    points.push({ x: 50 + (rights - row / 2) * gap, y: rowY(rows, row) - 3 });
    if (path[row] === 'R') rights++;
  }
  points.push({ x: 50 + (rights - rows / 2) * gap, y: 97 });
  return points;
}
