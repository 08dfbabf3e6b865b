import type { FieldError } from '@platform/contracts/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { DatabaseHealth } from '../db/database-health';
import { ApiError, failure } from './envelope';
import type { RequestAdmission } from './request-context';

const CONTEXT_NAMES: Record<string, 'query' | 'body' | 'params' | 'headers'> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

function valueAt(source: unknown, path: string[]): unknown {
  let current = source;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Names the rule a zod issue broke in the words the web's messages use; absent values are `required`. */
function ruleOf(issue: { keyword: string; params: Record<string, unknown> }, absent: boolean): string {
  if (absent && issue.keyword !== 'unrecognized_keys') return 'required';
  switch (issue.keyword) {
    case 'invalid_type':
      return 'type';
    case 'invalid_value':
      return 'enum';
    case 'too_small':
      return issue.params.origin === 'string' ? 'min_length' : 'min';
    case 'too_big':
      return issue.params.origin === 'string' ? 'max_length' : 'max';
    case 'invalid_format':
      return String(issue.params.format ?? 'pattern');
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return issue.keyword;
  }
}

/**
 * One validation issue as the envelope names it: `<context>.<path>` and the rule that failed.
 * Shared with sealed bodies (sealed-body.ts), whose inner fields must read like plain ones.
 */
export function fieldErrorOf(
  context: string,
  source: unknown,
  path: string[],
  issue: { keyword: string; params: Record<string, unknown> },
): FieldError {
  const extra = issue.params.keys as string[] | undefined;
  const field = [context, ...path, extra?.join(',')].filter(Boolean).join('.');
  return { field, rule: ruleOf(issue, valueAt(source, path) === undefined) };
}

/**
 * One place turns every failure into the envelope: validation issues name field and rule, expected
 * refusals keep their code, anything else is a logged 500 whose details never leave the server.
 * A request that failed before its handler ran is first given the refusal its handler would have
 * given (region, maintenance), so a refused visitor learns nothing from validation messages.
 */
export function installErrorHandling(
  app: FastifyInstance,
  admission: RequestAdmission,
  database: DatabaseHealth,
): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // The database out of reach is the platform's state, not the request's: 503, retry later. The
    // refusal check below may need the database too.
    if (database.failed(error)) return reply.code(503).send(failure('DATABASE_UNAVAILABLE', null));
    let refusal: ApiError | undefined;
    try {
      refusal = error instanceof ApiError ? undefined : await admission.refusalFor(request);
    } catch (lookupError) {
      if (database.failed(lookupError)) return reply.code(503).send(failure('DATABASE_UNAVAILABLE', null));
      throw lookupError;
    }
    if (refusal) return reply.code(refusal.httpStatus).send(refusal.toEnvelope());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? 'body';
      const errors: FieldError[] = error.validation.map((v) =>
        fieldErrorOf(context, request[context], v.instancePath.split('/').filter(Boolean), v),
      );
      return reply.code(400).send(failure('VALIDATION_FAILED', { errors }));
    }
    if (error instanceof ApiError) {
      return reply.code(error.httpStatus).send(error.toEnvelope());
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(failure('VALIDATION_FAILED', { errors: [{ field: 'body', rule: 'json' }] }));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(failure('PAYLOAD_TOO_LARGE', null));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(failure('UNSUPPORTED_MEDIA_TYPE', null));
    }
    if (error.statusCode === 404) return reply.code(404).send(failure('NOT_FOUND', null));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(400).send(failure('VALIDATION_FAILED', { errors: [{ field: 'request', rule: 'malformed' }] }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure('INTERNAL_ERROR', null));
  });
}
