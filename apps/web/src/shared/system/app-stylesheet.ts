/**
 * Applies the stylesheet the built page only preloads (see stylesheet-plugin.ts) and resolves once
 * it has loaded, or failed: the first render waits for it, so the page never shows unstyled. In
 * development Vite injects styles itself and there is nothing to wait for.
 */
export function appStylesheetApplied(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[data-app-stylesheet]');
  if (!preload) return Promise.resolve();
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  // The same request as the preload (its CORS mode too), so the browser takes the preloaded file.
  const cors = preload.getAttribute('crossorigin');
  if (cors !== null) sheet.setAttribute('crossorigin', cors);
  sheet.href = preload.href;
  return new Promise((resolve) => {
    sheet.addEventListener('load', () => resolve());
    sheet.addEventListener('error', () => resolve());
    document.head.append(sheet);
  });
}
