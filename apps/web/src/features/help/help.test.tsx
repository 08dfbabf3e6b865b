import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../shared/html/sanitize-html';
import { startApp } from '../../test/start-app';

describe('help centre', () => {
  it('strips scripts and event handlers from help HTML', () => {
    const clean = sanitizeHtml(
      '<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    );
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).not.toContain('onerror');
    expect(clean).not.toContain('<script');
    expect(clean).not.toContain('javascript:');
  });

  it('/help#term opens the help dialog at that entry, sanitised', async () => {
    localStorage.setItem('lang', 'EN');
    await startApp('/help#privacy');
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    const tab = await within(dialog).findByRole('tab', { name: 'Privacy policy' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByText('We protect your data.')).toBeInTheDocument();
    expect(panel.innerHTML).not.toContain('onerror');
    expect(panel.querySelector('script')).toBeNull();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Terms and conditions' }));
    expect(within(dialog).getByText('Play fair.')).toBeInTheDocument();
  });

  it('lists help titles in the footer, linking to /help#term', async () => {
    localStorage.setItem('lang', 'EN');
    await startApp('/');
    const footer = screen.getByRole('contentinfo');
    const link = await within(footer).findByRole('link', { name: 'Terms and conditions' });
    expect(link.getAttribute('href')).toBe('/help#terms');
  });
});
