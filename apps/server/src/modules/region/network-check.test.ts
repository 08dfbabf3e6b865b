import { describe, expect, it } from 'vitest';
import { networkProblem } from './network-check';

describe('a denied network as the operator types it', () => {
  it('takes addresses and networks of either family', () => {
    for (const ok of ['10.0.0.0/8', '192.168.1.7', '192.168.1.7/32', '2001:db8::/32', '::1', '::ffff:10.0.0.0/120']) {
      expect(networkProblem(ok), ok).toBeUndefined();
    }
  });

  it('names what is wrong: the address, the prefix, or bits set past the prefix', () => {
    expect(networkProblem('10.0.0.256/8')).toBe('address');
    expect(networkProblem('example.com')).toBe('address');
    expect(networkProblem('10.0.0.0/33')).toBe('prefix');
    expect(networkProblem('2001:db8::/129')).toBe('prefix');
    expect(networkProblem('10.0.0.1/8')).toBe('host-bits');
    expect(networkProblem('2001:db8::1/32')).toBe('host-bits');
  });
});
