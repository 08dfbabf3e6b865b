import { describe, expect, it } from 'vitest';
import { decryptServicePath, encryptServicePath } from './customer-service-cipher';

describe('customer-service path cipher', () => {
  it('round-trips, never shows the address, and differs each time', async () => {
    const a = await encryptServicePath('DEMO', 'https://t.me/support');
    const b = await encryptServicePath('DEMO', 'https://t.me/support');
    expect(a).not.toContain('t.me');
    expect(a).not.toBe(b);
    expect(await decryptServicePath('DEMO', a)).toBe('https://t.me/support');
  });

  it('cannot be opened with another merchant code', async () => {
    const sealed = await encryptServicePath('DEMO', 'https://t.me/support');
    await expect(decryptServicePath('OTHER', sealed)).rejects.toThrow();
  });
});
