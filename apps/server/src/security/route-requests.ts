import type { z } from 'zod';
import type { RouteUnderTest } from './security-test-kit';
import { validExample } from './zod-arbitraries';

/** Tests only: a well-formed request for a route, derived from its schemas, as the suites send it. */
export type RouteRequest = {
  method: string;
  url: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
};

/** Query strings carry text only: values as a browser would write them. */
export function toQuery(value: unknown): Record<string, string | string[]> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const query: Record<string, string | string[]> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    if (Array.isArray(field))
      query[key] = field.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
    else query[key] = typeof field === 'string' ? field : JSON.stringify(field);
  }
  return query;
}

/** Fills `:name` segments (also `:key.svg`) from `params`, then the example, then `fallback`. */
export function fillPath(url: string, params: Record<string, string>, fallback = 'x'): string {
  return url.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? fallback));
}

export type ExampleFailure = { route: string; part: 'body' | 'querystring' | 'params' };

/**
 * The route's minimal well-formed request: an example its schemas accept, path parameters from
 * `knownParams` (ids of the data under test) where they name one. A schema no example was found
 * for is reported, so the suite fails on it instead of testing validation instead of access.
 */
export function exampleRequest(
  route: RouteUnderTest,
  knownParams: Record<string, string>,
  failures: ExampleFailure[],
): RouteRequest {
  const name = `${route.method} ${route.url}`;
  const example = (part: ExampleFailure['part'], schema: z.ZodType | undefined) => {
    if (!schema) return undefined;
    const found = validExample(schema);
    if (!found) failures.push({ route: name, part });
    return found?.value;
  };
  const params = (example('params', route.schema.params) ?? {}) as Record<string, string>;
  const request: RouteRequest = {
    method: route.method,
    url: fillPath(route.url, { ...params, ...knownParams }),
  };
  const query = toQuery(example('querystring', route.schema.querystring));
  if (query) request.query = query;
  if (route.schema.body) request.body = example('body', route.schema.body);
  else if (['POST', 'PUT', 'PATCH'].includes(route.method)) request.body = {};
  return request;
}
