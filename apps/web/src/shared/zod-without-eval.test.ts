import { afterEach, expect, it, vi } from 'vitest';
import { runZodWithoutEval } from './zod-without-eval';

afterEach(() => {
  vi.restoreAllMocks();
});

it('makes zod parse objects without compiling code (no eval under the site CSP)', async () => {
  runZodWithoutEval();
  const compile = vi.spyOn(globalThis, 'Function');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  const schema = z.object({ name: z.string(), amount: z.number() });
  expect(schema.parse({ name: 'a', amount: 1 })).toEqual({ name: 'a', amount: 1 });
  expect(schema.safeParse({ name: 1 }).success).toBe(false);
  expect(compile).not.toHaveBeenCalled();
});
