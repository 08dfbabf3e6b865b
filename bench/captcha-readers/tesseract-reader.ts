import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binarise, type Gray, maskToPgm, open } from './raster';

/** Debian's tesseract (`apt-get install tesseract-ocr`); the bench reports it missing rather than failing. */
export const TESSERACT = process.env.TESSERACT_PATH ?? '/usr/bin/tesseract';
export const tesseractInstalled = () => existsSync(TESSERACT);

/** How a picture is cleaned before OCR: as rendered (grey), thresholded, or thresholded and opened. */
export type Preprocess = { name: string; openRadius: number | null };

export type TesseractSetting = { psm: 7 | 8 | 13; preprocess: Preprocess };

function prepared(image: Gray, preprocess: Preprocess): Buffer {
  if (preprocess.openRadius === null) {
    const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`);
    return Buffer.concat([header, Buffer.from(image.pixels)]);
  }
  let ink = binarise(image);
  if (preprocess.openRadius > 0) ink = open(ink, image.width, image.height, preprocess.openRadius);
  return maskToPgm(ink, image.width, image.height);
}

/**
 * Reads every picture with one tesseract process (it takes a list of files and separates pages
 * with form feeds), restricted to the captcha's alphabet, as a line (psm 7), a word (8) or raw
 * text (13). Answers are upper-cased and stripped of anything outside the alphabet.
 */
export function readWithTesseract(images: Gray[], setting: TesseractSetting, alphabet: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'captcha-ocr-'));
  try {
    const files = images.map((image, i) => {
      const file = join(dir, `${i}.pgm`);
      writeFileSync(file, prepared(image, setting.preprocess));
      return file;
    });
    writeFileSync(join(dir, 'list.txt'), `${files.join('\n')}\n`);
    execFileSync(
      TESSERACT,
      [
        join(dir, 'list.txt'),
        join(dir, 'out'),
        '--psm',
        String(setting.psm),
        '-c',
        `tessedit_char_whitelist=${alphabet}`,
      ],
      { stdio: 'ignore', env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
    );
    const pages = readFileSync(join(dir, 'out.txt'), 'utf8').split('\f');
    const keep = new RegExp(`[^${alphabet.toUpperCase()}]`, 'g');
    return images.map((_, i) => (pages[i] ?? '').toUpperCase().replace(keep, ''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
