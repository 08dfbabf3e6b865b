import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_LENGTH,
  CAPTCHA_PIXEL_RATIO,
  CAPTCHA_WIDTH,
  captchaImage,
  drawCaptcha,
  randomCaptchaText,
} from './captcha-image';

describe('captcha image', () => {
  it('draws random texts from the unambiguous alphabet', () => {
    for (let i = 0; i < 50; i++) {
      const text = randomCaptchaText();
      expect(text).toHaveLength(CAPTCHA_LENGTH);
      for (const char of text) expect(CAPTCHA_ALPHABET).toContain(char);
    }
  });

  it('places, sizes and turns the same text differently every time, so no position can be cropped blindly', () => {
    const first = drawCaptcha('ACE34');
    const second = drawCaptcha('ACE34');
    expect(first.svg).not.toBe(second.svg);
    const starts = (boxes: { left: number }[]) => boxes.map((b) => Math.round(b.left));
    expect(starts(first.glyphBoxes)).not.toEqual(starts(second.glyphBoxes));
  });

  it('keeps every glyph inside the picture', () => {
    for (let i = 0; i < 30; i++) {
      for (const box of drawCaptcha(randomCaptchaText()).glyphBoxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(CAPTCHA_WIDTH);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.bottom).toBeLessThanOrEqual(CAPTCHA_HEIGHT);
      }
    }
  });

  it('is sent as a PNG at twice its display size, never as outlines', () => {
    const url = captchaImage('ACE34');
    expect(url).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(url.split(',')[1] ?? '', 'base64');
    expect(png.readUInt32BE(16)).toBe(CAPTCHA_WIDTH * CAPTCHA_PIXEL_RATIO);
    expect(png.readUInt32BE(20)).toBe(CAPTCHA_HEIGHT * CAPTCHA_PIXEL_RATIO);
  });
});
