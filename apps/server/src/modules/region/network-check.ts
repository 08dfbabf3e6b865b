import { isIPv4, isIPv6 } from 'node:net';

/** Why a network is refused, as a field error's rule. */
export type NetworkProblem = 'address' | 'prefix' | 'host-bits';

function ipv4Bits(address: string): bigint {
  return address.split('.').reduce((bits, part) => (bits << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Bits(address: string): bigint {
  // An embedded IPv4 tail (::ffff:10.0.0.1) becomes two hextets first.
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  let text = address;
  if (tail.includes('.')) {
    const v4 = ipv4Bits(tail);
    text = `${address.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headParts = head ? head.split(':') : [];
  const restParts = rest ? rest.split(':') : [];
  const missing = 8 - headParts.length - restParts.length;
  const parts = rest === undefined ? headParts : [...headParts, ...Array(missing).fill('0'), ...restParts];
  return parts.reduce((bits, part) => (bits << 16n) | BigInt(Number.parseInt(part, 16)), 0n);
}

/**
 * What PostgreSQL's cidr would refuse, named before it is stored: a bad address, a prefix longer
 * than the address, or an address with bits set past the prefix (10.0.0.1/8 is a host, not a network).
 * A bare address is its own network (/32, /128).
 */
export function networkProblem(network: string): NetworkProblem | undefined {
  const [address = '', prefixText, extra] = network.split('/');
  if (extra !== undefined) return 'address';
  const width = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0;
  if (width === 0) return 'address';
  if (prefixText === undefined) return undefined;
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > width) return 'prefix';
  const hostBits = BigInt(width - Number(prefixText));
  const bits = width === 32 ? ipv4Bits(address) : ipv6Bits(address);
  return (bits & ((1n << hostBits) - 1n)) === 0n ? undefined : 'host-bits';
}
