import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
