/**
 * Zod compiles fast object parsers with `new Function`, and first probes whether eval is allowed.
 * The site's Content-Security-Policy allows no eval (decision 0027): the probe fails quietly, but
 * the browser reports a policy violation on every page that parses a schema. Zod's `jitless`
 * setting skips both the probe and the compiler.
 *
 * Zod keeps its settings on this global, shared by every copy of zod and read when a schema first
 * parses (`z.config()` writes the same object). Setting it here, before any chunk runs, keeps zod
 * itself out of the first download (decision 0019); zod-without-eval.test.ts checks that zod
 * still reads it.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function runZodWithoutEval(): void {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
