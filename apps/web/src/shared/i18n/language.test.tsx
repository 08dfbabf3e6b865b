import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../test/start-app';

describe('language', () => {
  it('starts in Arabic, right to left', async () => {
    await startApp();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'ردهة الألعاب' })).toBeInTheDocument();
  });

  it('switching to English flips dir and lang and stores lang and hisLang', async () => {
    await startApp();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'اللغة' }), 'EN');
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game lobby' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('AR');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'AR');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(localStorage.getItem('lang')).toBe('AR');
    expect(localStorage.getItem('hisLang')).toBe('EN');
  });

  it('uses the merchant default when the visitor has not chosen', async () => {
    await startApp('/', { permission: { defaultLanguage: 'EN' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Game lobby' })).toBeInTheDocument();
  });

  it('offers only the configured languages; one without a bundle shows English text in its own direction', async () => {
    localStorage.setItem('lang', 'FA');
    await startApp('/', { permission: { languages: ['AR', 'EN', 'FA'] } });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['AR', 'EN', 'FA']);
    await waitFor(() => expect(document.documentElement.lang).toBe('fa'));
    expect(document.documentElement.dir).toBe('rtl');
  });
});
