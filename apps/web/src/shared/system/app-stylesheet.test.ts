import { afterEach, expect, it } from 'vitest';
import { appStylesheetApplied } from './app-stylesheet';

afterEach(() => {
  document.head.innerHTML = '';
});

it('applies the preloaded stylesheet and waits for it before the first render', async () => {
  document.head.innerHTML =
    '<link rel="preload" as="style" crossorigin href="/assets/index-abc.css" data-app-stylesheet>';
  let applied = false;
  const waiting = appStylesheetApplied().then(() => {
    applied = true;
  });
  const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  expect(sheet?.href).toMatch(/\/assets\/index-abc\.css$/);
  expect(sheet?.hasAttribute('crossorigin')).toBe(true);
  await Promise.resolve();
  expect(applied).toBe(false);
  sheet?.dispatchEvent(new Event('load'));
  await waiting;
  expect(applied).toBe(true);
});

it('renders anyway when the stylesheet fails, and at once when there is none to wait for', async () => {
  document.head.innerHTML = '<link rel="preload" as="style" href="/assets/index-abc.css" data-app-stylesheet>';
  const waiting = appStylesheetApplied();
  document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
  await expect(waiting).resolves.toBeUndefined();
  document.head.innerHTML = '';
  await expect(appStylesheetApplied()).resolves.toBeUndefined();
});
