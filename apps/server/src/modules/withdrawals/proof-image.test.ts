import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './bank-account-service';
import { sniffImageType } from './proof-image';

describe('proof image type', () => {
  it('is read from the bytes, never from a name', () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00]))).toBe('image/jpeg');
    for (const bytes of [
      Buffer.from('hello.png'),
      Buffer.from('GIF89a....'),
      Buffer.from('%PDF-1.7'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.alloc(0),
    ]) {
      expect(sniffImageType(bytes)).toBeNull();
    }
  });
});

describe('bank account number', () => {
  it('shows only its last four digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('**** 9012');
  });
});
