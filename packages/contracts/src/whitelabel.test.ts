import { describe, expect, it } from 'vitest';
import { resolveWhitelabelFlags } from './whitelabel';

describe('whitelabel flags', () => {
  it('are on only when the node and all its ancestors are enabled', () => {
    const flags = resolveWhitelabelFlags([
      {
        modId: 'REGISTER',
        enabled: '1',
        children: [
          { modId: 'USERNAMEREG3', enabled: '1', children: [] },
          { modId: 'MOBILENUMREG3', enabled: '0', children: [] },
        ],
      },
      { modId: 'LOGIN', enabled: '0', children: [{ modId: 'FREEPLAY3', enabled: '1', children: [] }] },
    ]);
    expect(flags.USERNAMEREG3).toBe(true);
    expect(flags.MOBILENUMREG3).toBe(false);
    expect(flags.FREEPLAY3).toBe(false);
    expect(flags.CHNGPASSVERIF3).toBe(false);
    expect(Object.keys(flags)).toHaveLength(9);
  });
});
