import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { homeServer } from '../../features/home/home-test-server';
import { startApp } from '../../test/start-app';

/** A brand opened by the platform owner shows its own logo and colours in the lobby. */
describe("the brand's look in the lobby", () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  const property = (name: string) => document.documentElement.style.getPropertyValue(name);
  const logoOf = () => within(screen.getByRole('complementary', { name: 'Side menu' })).queryByRole('img');

  it("shows the brand's logo, named after the brand, and lays its colours over the theme", async () => {
    await startApp('/', {
      handlers: homeServer().handlers,
      permission: {
        merchantName: 'Sahara Play',
        branding: { logoUrl: 'https://cdn.sahara.test/logo.svg', themePrimary: '#c2410c', themeAccent: '#fde68a' },
        resources: [{ resourceType: 'LOGO', name: 'logo', labelNameEn: 'Logo', url: '/site-logo.png' }],
      },
    });
    const logo = logoOf();
    expect(logo).toHaveAttribute('src', 'https://cdn.sahara.test/logo.svg');
    expect(logo).toHaveAttribute('alt', 'Sahara Play');
    expect(property('--gold-gradient')).toMatch(/^linear-gradient\(135deg, #[0-9a-f]{6} 0%, #c2410c 45%/);
    expect(property('--on-gold')).toBe('#ffffff');
    expect(property('--hero-from')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("keeps the site's own logo and colours for a brand without its own", async () => {
    await startApp('/', {
      handlers: homeServer().handlers,
      permission: { resources: [{ resourceType: 'LOGO', name: 'logo', labelNameEn: 'Logo', url: '/site-logo.png' }] },
    });
    expect(logoOf()).toHaveAttribute('src', '/site-logo.png');
    expect(property('--gold-gradient')).toBe('');
  });

  it('moves the mark to the header when the side menu is closed', async () => {
    await startApp('/', {
      handlers: homeServer().handlers,
      permission: {
        merchantName: 'Sahara Play',
        branding: { logoUrl: '/sahara.svg', themePrimary: null, themeAccent: null },
      },
    });
    const header = within(screen.getByRole('banner'));
    expect(header.queryByRole('img', { name: 'Sahara Play' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show or hide the side menu' }));
    expect(header.getByRole('img', { name: 'Sahara Play' })).toHaveAttribute('src', '/sahara.svg');
    expect(logoOf()).toBeNull();
  });
});
