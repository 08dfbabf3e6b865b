import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Where in a request's input (query, params, a parsed body, a sealed body's inner fields) the first
 * NUL character is, as a path of keys; undefined when there is none. PostgreSQL refuses U+0000 in
 * text and jsonb alike, so such a value must be refused as malformed input before any route can bind
 * it; a key that carries one counts as well (records and jsonb keep keys).
 */
export function nulBytePath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulBytePath(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulBytePath(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * A schema that refuses input holding a NUL anywhere before `schema` sees it, as a zod issue that
 * the envelope names `{ field: '<context>.<path>', rule: 'nul' }` like any other format failure.
 */
export function refusingNulBytes<T extends z.ZodType>(schema: T) {
  // Built once per schema: a zod schema costs more to build than to run, and callers pass the same few.
  const known = guarded.get(schema);
  if (known) return known as ReturnType<typeof guard<T>>;
  const built = guard(schema);
  guarded.set(schema, built);
  return built;
}

const guarded = new WeakMap<z.ZodType, z.ZodType>();

function guard<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .check((ctx) => {
      const path = nulBytePath(ctx.value);
      // A format issue names the text it refused: here the character itself.
      if (path)
        ctx.issues.push({ code: 'invalid_format', format: 'nul', path, input: '\u0000', message: 'NUL character' });
    })
    .pipe(schema);
}

/**
 * Every route's validator: the zod type provider's, behind the NUL check. Installed once for the
 * whole app, so no route can forget it, and it costs nothing where a route declares no input.
 */
export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: refusingNulBytes(route.schema) });
