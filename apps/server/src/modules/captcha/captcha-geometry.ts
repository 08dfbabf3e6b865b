import { randomInt } from 'node:crypto';

/** A source of numbers in [0, 1): crypto-backed in production, seedable in the reader bench. */
export type Random = () => number;

const RESOLUTION = 2 ** 40;
export const cryptoRandom: Random = () => randomInt(RESOLUTION) / RESOLUTION;

export const between = (random: Random, min: number, max: number) => min + random() * (max - min);

export type Point = { x: number; y: number };

/** One drawing command of a glyph outline (opentype.js's shape: M, L, Q, C and Z). */
export type PathCommand = {
  type: string;
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
};

/** Moves every point of the commands, control points included, so curves bend with the warp. */
export function mapPoints(commands: PathCommand[], move: (p: Point) => Point): PathCommand[] {
  return commands.map((command) => {
    const moved: PathCommand = { type: command.type };
    for (const [xKey, yKey] of [
      ['x', 'y'],
      ['x1', 'y1'],
      ['x2', 'y2'],
    ] as const) {
      const x = command[xKey];
      const y = command[yKey];
      if (x === undefined || y === undefined) continue;
      const p = move({ x, y });
      moved[xKey] = p.x;
      moved[yKey] = p.y;
    }
    return moved;
  });
}

export function rotateAndScale(center: Point, angle: number, scaleX: number, scaleY: number): (p: Point) => Point {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return ({ x, y }) => {
    const dx = (x - center.x) * scaleX;
    const dy = (y - center.y) * scaleY;
    return { x: center.x + dx * cos - dy * sin, y: center.y + dx * sin + dy * cos };
  };
}

/**
 * A smooth random displacement field: two sine waves per axis with random amplitude, wavelength
 * and phase. Applied to outlines it bends strokes and baselines, which a template matched against
 * the font's straight glyphs no longer fits, while people still read the shapes.
 */
export function randomWarp(random: Random, strength: number): (p: Point) => Point {
  const wave = (amplitude: number, minLength: number, maxLength: number) => {
    const a = amplitude * strength * between(random, 0.6, 1);
    const k = (2 * Math.PI) / between(random, minLength, maxLength);
    const phase = between(random, 0, 2 * Math.PI);
    return (t: number) => a * Math.sin(t * k + phase);
  };
  const xByY = wave(2.5, 24, 40);
  const xByX = wave(1.5, 18, 30);
  const yByX = wave(4, 50, 90);
  const yByXShort = wave(1.5, 16, 26);
  return ({ x, y }) => ({ x: x + xByY(y) + xByX(x), y: y + yByX(x) + yByXShort(x + y) });
}

const n = (value: number | undefined) => (value ?? 0).toFixed(1);

export function pathData(commands: PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${n(c.x)} ${n(c.y)}`;
        case 'Q':
          return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
        case 'C':
          return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}
