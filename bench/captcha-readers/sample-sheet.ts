import { writeFileSync } from 'node:fs';
import type { CaptchaSample } from './captcha-kinds';
import { pngSize, renderPng } from './raster';

/** Lays captchas out in a grid at their on-screen size with their answers beneath, as one PNG for a person to look at. */
export function writeSampleSheet(path: string, samples: CaptchaSample[], columns = 4): void {
  const cells = samples.map((sample) => {
    if (sample.png) {
      const { width, height } = pngSize(sample.png);
      return {
        href: `data:image/png;base64,${sample.png.toString('base64')}`,
        width: width / sample.scale,
        height: height / sample.scale,
        text: sample.text,
      };
    }
    const svg = sample.svg ?? '';
    const width = Number(svg.match(/width="(\d+)"/)?.[1] ?? 150);
    const height = Number(svg.match(/height="(\d+)"/)?.[1] ?? 50);
    return {
      href: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      width,
      height,
      text: sample.text,
    };
  });
  const cellWidth = Math.max(...cells.map((c) => c.width)) + 16;
  const cellHeight = Math.max(...cells.map((c) => c.height)) + 26;
  const drawn = cells.map((cell, i) => {
    const x = (i % columns) * cellWidth + 8;
    const y = Math.floor(i / columns) * cellHeight + 6;
    return `<image x="${x}" y="${y}" width="${cell.width}" height="${cell.height}" xlink:href="${cell.href}"/><text x="${x}" y="${y + cell.height + 15}" font-family="monospace" font-size="12">${cell.text}</text>`;
  });
  const rows = Math.ceil(cells.length / columns);
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${columns * cellWidth}" height="${rows * cellHeight}"><rect width="100%" height="100%" fill="white"/>${drawn.join('')}</svg>`;
  writeFileSync(path, renderPng(sheet, 2));
}
