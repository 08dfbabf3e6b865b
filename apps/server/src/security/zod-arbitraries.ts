import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Tests only: fast-check arbitraries read off a contract's zod 4 schema, so the security suites
 * follow the routes' own rules instead of a hand-written copy of them. `validArbitrary` aims at
 * values the schema accepts (callers still filter with safeParse: refinements are not read);
 * `hostileArbitrary` at near-valid values with one thing wrong, and at the classic hostile inputs.
 */

type Def = { type: string; [key: string]: unknown };
type Check = { check: string; [key: string]: unknown };

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType): Check[] =>
  ((defOf(schema).checks as { _zod: { def: Check } }[] | undefined) ?? []).map((c) => c._zod.def);
const isOptional = (schema: z.ZodType) => (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

const PLAIN_CHARS = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');

function stringArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  let pattern: RegExp | undefined;
  let format: string | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum as number);
    if (check.check === 'max_length') max = Math.min(max, check.maximum as number);
    if (check.check === 'length_equals') min = max = check.length as number;
    if (check.check === 'string_format') {
      format = check.format as string;
      if (check.pattern instanceof RegExp) pattern = check.pattern;
    }
  }
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (format === 'email') return fc.emailAddress().filter(fits);
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (pattern) {
    // A pattern's repetitions are short by default: a long minimum (a 32-character secret) would
    // leave the filter below waiting forever for a string that fits.
    const size = min <= 8 ? undefined : min <= 60 ? 'medium' : 'large';
    const maxLength = Number.isFinite(max) ? max : undefined;
    return fc.stringMatching(pattern, { size, maxLength }).filter(fits);
  }
  return fc.string({ unit: PLAIN_CHARS, minLength: min, maxLength: Math.min(max, min + 12) });
}

function numberArbitrary(schema: z.ZodType): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const check of checksOf(schema)) {
    if (check.check === 'greater_than') min = Math.max(min, (check.value as number) + (check.inclusive ? 0 : 1));
    if (check.check === 'less_than') max = Math.min(max, (check.value as number) - (check.inclusive ? 0 : 1));
    if (check.check === 'number_format') integer = true;
    if (check.check === 'multiple_of') integer = true;
  }
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.integer({ min, max });
}

/** Values the schema should accept (before its refinements). */
export function validArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = def.innerType as z.ZodType | undefined;
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
    case 'int':
      return numberArbitrary(schema);
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 1_000_000n });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      const arbs = Object.fromEntries(keys.map((key) => [key, validArbitrary(shape[key] as z.ZodType)]));
      return fc.record(arbs, { requiredKeys: keys.filter((key) => !isOptional(shape[key] as z.ZodType)) });
    }
    case 'array': {
      let min = 0;
      let max = 3;
      for (const check of checksOf(schema)) {
        if (check.check === 'min_length') min = check.minimum as number;
        if (check.check === 'max_length') max = Math.min(check.maximum as number, min + 3);
      }
      return fc.array(validArbitrary(def.element as z.ZodType), { minLength: min, maxLength: Math.max(min, max) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(validArbitrary));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(validArbitrary));
    case 'record':
      return fc.dictionary(
        validArbitrary(def.keyType as z.ZodType) as fc.Arbitrary<string>,
        validArbitrary(def.valueType as z.ZodType),
        { maxKeys: 3 },
      );
    case 'nullable':
      return fc.option(validArbitrary(inner as z.ZodType), { nil: null });
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return validArbitrary(inner as z.ZodType);
    case 'pipe': {
      // A transform's output cannot be generated; otherwise the output's rules are the stricter.
      const out = def.out as z.ZodType;
      return validArbitrary(defOf(out).type === 'transform' ? (def.in as z.ZodType) : out);
    }
    case 'lazy':
      return validArbitrary((def.getter as () => z.ZodType)());
    case 'intersection':
      return validArbitrary(def.left as z.ZodType);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** The field names of an object schema (through optional, default and pipe wrappers). */
export function fieldsOf(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape as Record<string, unknown>);
  const inner = (def.innerType ?? def.in) as z.ZodType | undefined;
  return inner ? fieldsOf(inner) : [];
}

/** One value the schema accepts, the same for every run (fixed seed); undefined if none was found. */
export function validExample(schema: z.ZodType, seed = 15): { value: unknown } | undefined {
  const candidates = fc.sample(validArbitrary(schema), { seed, numRuns: 300 });
  const found = candidates.find((candidate) => schema.safeParse(candidate).success);
  return found === undefined && !schema.safeParse(undefined).success ? undefined : { value: found };
}

/** The bodyLimit of the app: hostile strings go a little under it and a little over it. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

const CONTROL_CHARACTERS = ['\u0000', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200F'];

/**
 * One value of each hostile class, tried in every field of every route (the random cases add
 * combinations): a NUL byte, bidi controls, integers past 32 and 64 bits (as numbers and as text), the
 * largest double, -1.
 */
export const FIELD_REPRESENTATIVES: readonly unknown[] = [
  'a\u0000b',
  '\u202Eab\u2066c\u2069\u200F',
  2 ** 31,
  2 ** 63,
  '9223372036854775808',
  1e308,
  -1,
];

/** The classic hostile values: control characters, huge strings, numbers out of every range. */
export function hostileValue(maxStringBytes: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...CONTROL_CHARACTERS),
    fc
      .tuple(fc.string({ unit: PLAIN_CHARS, maxLength: 8 }), fc.constantFrom(...CONTROL_CHARACTERS))
      .map(([text, control]) => `${text}${control}${text}`),
    fc.constantFrom(
      2 ** 31,
      2 ** 31 - 1,
      2 ** 53,
      2 ** 63,
      -1,
      -(2 ** 31) - 1,
      1e308,
      -1e308,
      0.5,
      -0,
      'NaN',
      'Infinity',
      '-1',
      '1e308',
      '2147483648',
      '9223372036854775808',
      '',
      ' ',
    ),
    fc.constantFrom(null, true, false, [], {}, [[[[[]]]]], { a: { b: { c: {} } } }),
    fc.constantFrom(maxStringBytes - 4096, maxStringBytes + 16).map((length) => 'x'.repeat(Math.max(1, length))),
  );
}

const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * `value` with an own `__proto__` (or `constructor`) key in front, as JSON.parse makes it from a
 * hostile body (an object literal or Object.assign would set the prototype instead).
 */
export function withPollutingKey(key: string, value: unknown): Record<string, unknown> {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  const rest = isObject ? JSON.stringify(value).slice(1, -1) : '';
  return JSON.parse(`{"${key}":{"polluted":true,"toString":1}${rest ? `,${rest}` : ''}}`);
}
const pollutedKeys = fc.constantFrom(...POLLUTING_KEYS).map((key) => withPollutingKey(key, {}));

/**
 * Near-valid values with one thing wrong (a field hostile, a required field gone, a polluting key)
 * and wholly wrong ones (another type at the top).
 */
export function hostileArbitrary(schema: z.ZodType | undefined, maxStringBytes: number): fc.Arbitrary<unknown> {
  const hostile = hostileValue(maxStringBytes);
  const topLevelWrong = fc.oneof(hostile, pollutedKeys);
  if (!schema) return fc.oneof(topLevelWrong, fc.jsonValue({ maxDepth: 2 }));
  const valid = validArbitrary(schema);
  const objectLike = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const fieldHostile = fc.tuple(valid, fc.nat(), hostile).map(([value, pick, bad]) => {
    if (!objectLike(value)) return bad;
    const keys = Object.keys(value);
    if (keys.length === 0) return { unexpected: bad };
    return { ...value, [keys[pick % keys.length] as string]: bad };
  });
  const fieldMissing = fc.tuple(valid, fc.nat()).map(([value, pick]) => {
    if (!objectLike(value)) return undefined;
    const keys = Object.keys(value);
    const { [keys[pick % Math.max(1, keys.length)] as string]: _dropped, ...rest } = value;
    return rest;
  });
  const polluted = fc
    .tuple(valid, fc.constantFrom(...POLLUTING_KEYS))
    .map(([value, key]) => withPollutingKey(key, value));
  return fc.oneof(
    { arbitrary: fieldHostile, weight: 4 },
    { arbitrary: fieldMissing, weight: 1 },
    { arbitrary: polluted, weight: 1 },
    { arbitrary: topLevelWrong, weight: 1 },
    { arbitrary: valid, weight: 1 },
  );
}
