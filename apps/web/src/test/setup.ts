// DOM matchers (toBeInTheDocument ...) say what a query's result is meant to prove.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadLanguageBundle } from '../shared/i18n/i18n';

// Production fetches English on demand; tests switch languages freely, so both are ready up front.
await loadLanguageBundle('en');

// Pages and popups load on first use (React.lazy); the first test to open one waits for Vite to
// transform that module, which on a busy machine can outlast the default 1 s of findBy/waitFor.
// The waits still end as soon as their condition holds.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library only auto-cleans when test globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split('; ').forEach((c) => {
    const name = c.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: clearing jsdom's cookie jar between tests
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// jsdom does not implement scrolling; navigation scrolls to the top after every route change.
window.scrollTo = (() => {}) as typeof window.scrollTo;
