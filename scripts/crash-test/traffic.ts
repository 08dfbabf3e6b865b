import type { Outcome, Setup } from './ledger-checks';
import { type Answer, logIn, newTransfer, sendTransfer, type Transfer } from './platform-client';

const WORKERS = 6;
export const PAYMENT_PASSWORD = 'crash-pay-2468';
/** Minor units (USD cents) seeded: the agent has plenty, one downline little, one nothing. */
export const SEED: Record<string, bigint> = { demo_agent: 80_000n, demo_down1: 3_000n, demo_down2: 0n };
const LINE = [
  { account: 'demo_agent', password: 'Agent1234', agentArea: true },
  { account: 'demo_down1', password: 'Down12345', agentArea: false },
  { account: 'demo_down2', password: 'Down12345', agentArea: false },
];

export const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** Closed while the server is down: workers without an answer wait here before they retry. */
class Gate {
  private opened = Promise.resolve();
  private release: () => void = () => undefined;
  close(): void {
    this.opened = new Promise((resolve) => {
      this.release = resolve;
    });
  }
  open(): void {
    this.release();
  }
  wait(): Promise<void> {
    return this.opened;
  }
}

export type Counters = { acknowledged: number; refused: Map<string, number>; unanswered: number; inFlight: number };

/**
 * Line transfers over HTTP from a few concurrent workers, as clients would send them: every transfer
 * without an answer (no connection, a cut, a 5xx such as 503 DATABASE_UNAVAILABLE) is retried with
 * its request id until it gets one.
 */
export class Traffic {
  readonly gate = new Gate();
  readonly outcomes: Outcome[] = [];
  readonly counters: Counters = { acknowledged: 0, refused: new Map(), unanswered: 0, inFlight: 0 };
  /** Per restart, the highest transaction id found: what had committed before that crash. */
  readonly boundaries: bigint[] = [];
  private tokens = new Map<string, string>();
  private stopping = false;
  private workers: Promise<void>[] = [];

  constructor(
    private readonly url: string,
    private readonly setup: Setup,
  ) {}

  async logIn(): Promise<void> {
    for (const m of LINE) {
      this.tokens.set(m.account, await logIn(this.url, this.setup.publicKey, m.account, m.password, m.agentArea));
    }
  }

  /** One transfer of 1 cent first: the routes must be there before a crash can tell us anything. */
  async start(): Promise<boolean> {
    const probe = await this.settle(newTransfer({ ...this.pick(), amount: 1n }));
    if (probe.refusedWith === 'NOT_FOUND') return false;
    this.outcomes.push(probe);
    this.workers = Array.from({ length: WORKERS }, async () => {
      while (!this.stopping) this.outcomes.push(await this.settle(newTransfer(this.pick())));
    });
    return true;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.workers);
  }

  /** Waits for n more acknowledgements; throws after `timeoutMs`. */
  async untilAcks(n: number, timeoutMs = 60_000): Promise<void> {
    const target = this.counters.acknowledged + n;
    const deadline = Date.now() + timeoutMs;
    while (this.counters.acknowledged < target) {
      if (Date.now() > deadline) throw new Error(`no ${n} acknowledged transfers within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private pick(): Omit<Transfer, 'requestId'> {
    const down = Math.random() < 0.5 ? 'demo_down1' : 'demo_down2';
    const amount = BigInt(randomInt(1, 2_000));
    const token = (account: string) => this.tokens.get(account) as string;
    return Math.random() < 0.5
      ? { direction: 'downline', caller: 'demo_agent', token: token('demo_agent'), counterparty: down, amount }
      : { direction: 'upline', caller: down, token: token(down), counterparty: 'demo_agent', amount };
  }

  /** One transfer until it gets an answer: a retry carries the same request id. */
  private async settle(transfer: Transfer): Promise<Outcome> {
    const { counters } = this;
    let retriedAfter: bigint | undefined;
    for (let unanswered = 0; ; unanswered++) {
      counters.inFlight++;
      const answer: Answer = await sendTransfer(this.url, transfer, PAYMENT_PASSWORD, this.setup.digits);
      counters.inFlight--;
      if (answer.kind === 'acknowledged') {
        counters.acknowledged++;
        return { transfer, transactionId: answer.transactionId, unanswered, retriedAfter };
      }
      if (answer.kind === 'refused') {
        counters.refused.set(answer.code, (counters.refused.get(answer.code) ?? 0) + 1);
        return { transfer, refusedWith: answer.code, unanswered, retriedAfter };
      }
      counters.unanswered++;
      await this.gate.wait();
      retriedAfter = this.boundaries.at(-1);
      // A 5xx with the server up (its database away): do not hammer it.
      if (answer.reason.startsWith('5')) await new Promise((r) => setTimeout(r, 200));
    }
  }
}
