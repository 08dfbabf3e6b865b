import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../test/start-app';
import { applyTheme, storedTheme } from './theme';

describe('theme', () => {
  it('is dark by default and the header toggle switches to light and remembers it', async () => {
    localStorage.setItem('lang', 'EN');
    applyTheme(storedTheme());
    expect(document.documentElement.dataset.theme).toBe('dark');
    await startApp();
    const toggle = screen.getByRole('button', { name: 'Light theme' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // What a reload does before rendering:
    applyTheme(storedTheme());
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
