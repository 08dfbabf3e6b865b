import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

type JsonSchema = {
  type?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  [key: string]: unknown;
};

/** Paths of the integers in a JSON schema that may leave PostgreSQL's int4 range. */
function unboundedIntegers(schema: unknown, path: string): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as JsonSchema;
  const highest = Math.min(node.maximum ?? Infinity, node.exclusiveMaximum ?? Infinity);
  const lowest = Math.max(node.minimum ?? -Infinity, node.exclusiveMinimum ?? -Infinity);
  const own = node.type === 'integer' && (highest > INT4_MAX || lowest < INT4_MIN) ? [path] : [];
  const inner = Object.entries(node).flatMap(([key, value]) =>
    Array.isArray(value)
      ? value.flatMap((item, i) => unboundedIntegers(item, `${path}.${key}[${i}]`))
      : unboundedIntegers(value, `${path}.${key}`),
  );
  return [...own, ...inner];
}

describe('integers a caller sends', () => {
  it('are bounded to int4 in every query, params and body schema of the contracts', async () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const found: string[] = [];
    let checked = 0;
    for (const file of files) {
      const module = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (!/(Query|Body|Params)Schema$/.test(name) || !(value instanceof z.ZodType)) continue;
        checked += 1;
        const json = z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' });
        found.push(...unboundedIntegers(json, `${file}:${name}`));
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(found).toEqual([]);
  });
});
