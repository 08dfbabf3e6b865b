import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, FastifyChildLoggerFactory } from 'fastify/types/logger';

type Log = (...args: unknown[]) => void;

/**
 * A request's logger that builds its pino child (with the request id) only when the request
 * actually logs. Fastify otherwise builds one per request, which measured at ~2 µs of the ~20 µs
 * a cached startup call costs; nearly all requests never log.
 */
class LazyChildLogger {
  private built: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    if (!this.built) this.built = this.parent.child(this.bindings, this.options);
    return this.built;
  }

  get level(): string {
    return this.built?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: unknown[]): void {
    (this.real.fatal as Log)(...args);
  }
  error(...args: unknown[]): void {
    (this.real.error as Log)(...args);
  }
  warn(...args: unknown[]): void {
    (this.real.warn as Log)(...args);
  }
  info(...args: unknown[]): void {
    (this.real.info as Log)(...args);
  }
  debug(...args: unknown[]): void {
    (this.real.debug as Log)(...args);
  }
  trace(...args: unknown[]): void {
    (this.real.trace as Log)(...args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

export const lazyChildLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) =>
  new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
