import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** Letters and digits that cannot be mistaken for one another (no 0/O/o, 1/l/I, 2/Z/z, 5/S/s, 8/B, 9/g/q). */
const ALPHABET = 'abcdefhjkmnprtuvwxyACDEFGHJKLMNPQRTUVWXY346789';
const LENGTH = 4;

/** svg-captcha's default export renders a given text; its typings only describe `create`, which draws text with Math.random. */
const renderSvg = svgCaptcha as unknown as (
  text: string,
  options: NonNullable<Parameters<typeof svgCaptcha.create>[0]>,
) => string;

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/** The captcha as the web shows it: an SVG data URL (no fonts or files needed in the browser). */
export function captchaImage(text: string): string {
  const svg = renderSvg(text, { width: 120, height: 40, fontSize: 44, noise: 2, color: true, background: '#f2f4f7' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
