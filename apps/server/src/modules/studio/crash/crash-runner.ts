import type { LeaderElection } from '../../../db/leader-election';
import { advanceCrash, type LoopOptions } from './crash-round-loop';
import type { CrashDeps, CrashMerchant } from './crash-settlement';

/** A process that does not lead asks for the lock this often: the longest a round waits after its leader died. */
export const FOLLOWER_RETRY_MS = 2_000;
/** However far the next event is, the leader looks at least this often (the lock's health, new brands). */
const MAX_WAIT_MS = 1_000;
const MIN_WAIT_MS = 10;

export type CrashRunnerOptions = LoopOptions & {
  deps: CrashDeps;
  leadership: LeaderElection;
  /** The brands to run rounds for. */
  merchants: () => Promise<CrashMerchant[]>;
};

/**
 * The crash round loop of one process: it runs rounds only while it leads (db/leader-election.ts), and
 * otherwise keeps asking for the lead, so that another process takes over when the leader dies.
 */
export class CrashRunner {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly options: CrashRunnerOptions) {}

  start(): void {
    this.schedule(0);
  }

  /**
   * One pass: confirms (or takes) the lead, then advances every brand's round. Answers when the
   * next pass is due (epoch ms of the game's clock), or null when another process leads.
   */
  async runOnce(): Promise<number | null> {
    const { deps, leadership } = this.options;
    if (!(await leadership.check())) return null;
    let next = Number.POSITIVE_INFINITY;
    for (const merchant of await this.options.merchants()) {
      try {
        next = Math.min(next, await advanceCrash(deps, merchant, this.options));
      } catch (err) {
        deps.log.error({ err, merchant: merchant.id }, 'crash round step failed');
        next = Math.min(next, deps.clock.now() + MAX_WAIT_MS);
      }
    }
    return next;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pass;
    await this.options.leadership.release();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      const { clock, log } = this.options.deps;
      this.pass = this.runOnce()
        .then((next) => {
          this.schedule(
            next === null ? FOLLOWER_RETRY_MS : Math.max(MIN_WAIT_MS, Math.min(MAX_WAIT_MS, next - clock.now())),
          );
        })
        .catch((err) => {
          log.error({ err }, 'crash round loop failed');
          this.schedule(MAX_WAIT_MS);
        });
    }, delayMs);
    this.timer.unref();
  }
}
