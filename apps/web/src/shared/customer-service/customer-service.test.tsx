import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startApp } from '../../test/start-app';
import { pickService } from './customer-service';

describe('customer service', () => {
  it('falls back to the first listed service when the requested type is missing', () => {
    const services = [
      { csType: 'TELEGRAM', url: 'https://t.me/demo' },
      { csType: 'WHATSAPP', url: 'https://wa.me/1' },
    ];
    expect(pickService(services, 'LIVECHAT')?.url).toBe('https://t.me/demo');
    expect(pickService(services, 'WHATSAPP')?.url).toBe('https://wa.me/1');
    expect(pickService([], 'LIVECHAT')).toBeUndefined();
  });

  it('opens the decrypted address in a 440 x 750 window', async () => {
    localStorage.setItem('lang', 'EN');
    const { encryptServicePath } = await import('@platform/contracts/customer-service-cipher');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await startApp('/', {
      // No LIVECHAT entry: the header button asks for LIVECHAT and must get the first service.
      permission: {
        customerService: [{ csType: 'TELEGRAM', path: await encryptServicePath('DEMO', 'https://t.me/demo') }],
      },
    });
    const banner = screen.getByRole('banner');
    const button = banner.querySelector('button') as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    await userEvent.click(button);
    expect(open).toHaveBeenCalledWith(
      'https://t.me/demo',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
  });
});
