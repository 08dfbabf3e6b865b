import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './day-chart.module.css';

export type DaySeries = { label: string; values: number[]; color: string; kind?: 'line' | 'bars' };

/** Reads a colour of the theme (CSS variables), so the chart follows light and dark. */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * Figures per day as a chart (uPlot, on a canvas; loaded only with the pages that draw one). Time
 * runs from left to right in both languages, as on a calendar; the legend names each series and
 * shows the value under the pointer. The chart is a picture for sighted readers: the page gives
 * the same figures as a table.
 */
export function DayChart({
  days,
  series,
  label,
  dayLabel,
  height = 240,
}: {
  /** yyyy-MM-dd, oldest first. */
  days: string[];
  series: DaySeries[];
  label: string;
  /** What the legend calls the day under the pointer. */
  dayLabel: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let gone = false;
    // uPlot arrives with the first chart drawn, not with the page that may draw none.
    void import('uplot').then(({ default: UPlot }) => {
      if (gone) return;
      chart = new UPlot(options(UPlot, element.clientWidth), data(), element);
      resize = new ResizeObserver(() => chart?.setSize({ width: Math.max(element.clientWidth, 280), height }));
      resize.observe(element);
    });
    const data = (): uPlot.AlignedData => [
      days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000),
      ...series.map((s) => s.values),
    ];
    const options = (UPlot: typeof uPlot, width: number): uPlot.Options => {
      const text = themeColour('--text-muted', '#5b6572');
      const grid = themeColour('--border', '#d5d9df');
      const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      const bars = UPlot.paths.bars?.({ size: [0.6, 40] });
      return {
        width: Math.max(width, 280),
        height,
        scales: { x: { time: true } },
        // Each point is a calendar day (the brand's), stamped at its UTC midnight: read it in UTC.
        tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'UTC'),
        axes: [axis, { ...axis, size: 70 }],
        legend: { live: true },
        series: [
          { label: dayLabel },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            ...(s.kind === 'bars' && bars ? { paths: bars, fill: `${s.color}55` } : {}),
          })),
        ],
      };
    };
    return () => {
      gone = true;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [days, series, height, dayLabel]);
  return <div ref={box} className={styles.chart} dir="ltr" role="img" aria-label={label} />;
}
