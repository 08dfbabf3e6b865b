// DOM matchers (toBeInTheDocument ...) say what a query's result is meant to prove.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../shared/i18n/i18n';

// jsdom has <dialog> without its methods: open and close it as a browser does, so that a dialog's
// content is in the accessibility tree while it is open.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

// A busy machine can outlast the default 1 s of findBy/waitFor; the waits still end at once.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library only auto-cleans when test globals are on; this project keeps them off.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ar');
});

// jsdom has <dialog> but not its modal methods: open and close it as a browser would (the inert
// backdrop aside), so a dialog's contents are visible to the queries.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
