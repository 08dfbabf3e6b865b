import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Every module a file pulls in, itself included, following relative imports. */
function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/from '([^']+)'/g)) {
    if (specifier?.startsWith('.')) importClosure(path.resolve(path.dirname(file), `${specifier}.ts`), seen);
    else seen.add(specifier as string);
  }
  return seen;
}

describe('display helpers', () => {
  it('load in the browser: no rules module reaches node:crypto or any node built-in', () => {
    const displayModules = [
      'game-catalogue.ts',
      'fair/client-seed.ts',
      'fair/random-source.ts',
      'slot/slot-rtp.ts',
      ...readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('-rules.ts')),
    ];
    expect(displayModules.length).toBeGreaterThanOrEqual(10);
    for (const module of displayModules) {
      const builtIns = [...importClosure(path.join(SRC, module))].filter((m) => m.startsWith('node:'));
      expect(builtIns, module).toEqual([]);
    }
  });
});
