import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Spec 8: a script chunk that has not loaded after this long has failed. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

/** Why a chunk failed: it could not be fetched or ran with an error (missing), or took too long (timeout). */
export type ChunkLoadFailure = 'missing' | 'timeout';

/** Spec 8: "a script chunk that fails to load raises a chunk-load error with a type and request". */
export class ChunkLoadError extends Error {
  readonly type: ChunkLoadFailure;
  /** The address of the script (or its stylesheet) that failed, as far as the browser told it. */
  readonly request: string;

  constructor(type: ChunkLoadFailure, request: string, cause?: unknown) {
    super(`Loading chunk failed (${type}: ${request})`, { cause });
    this.name = 'ChunkLoadError';
    this.type = type;
    this.request = request;
  }
}

/** Browsers name the module in the message ("Failed to fetch dynamically imported module: <url>"). */
function requestOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.match(/(?:https?:\/\/|\/)\S+\.(?:js|css)\b/)?.[0] ?? message;
}

/**
 * Wraps a dynamic import: a failure becomes a ChunkLoadError, and a chunk still loading after
 * SCRIPT_LOAD_TIMEOUT_MS fails as a timeout (browsers give a module script no timeout of their own);
 * `request` names the chunk for that case, when no address is known.
 */
export function loadChunk<T>(importer: () => Promise<T>, request: string): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout', request)), SCRIPT_LOAD_TIMEOUT_MS);
      importer().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError('missing', requestOf(error), error));
        },
      );
    });
}

/**
 * `React.lazy` over `loadChunk`: every lazily loaded page, popup and part fails the same way, with
 * a ChunkLoadError the nearest boundary shows with its type, request and retry.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's, so any component's props infer
export function lazyChunk<T extends ComponentType<any>>(
  importer: () => Promise<{ default: T }>,
  request: string,
): LazyExoticComponent<T> {
  return lazy(loadChunk(importer, request));
}
