import { randomBytes } from 'node:crypto';
import type { VendorWalletMode } from '@platform/contracts/vendor-wallet';
import type { GameSession } from './game-sessions';
import { spinWheel, WHEEL_MULTIPLIERS, winOf } from './lucky-wheel';
import { toDecimal } from './money';
import { isUnknown, type PlatformClient } from './platform-client';
import type { Switches } from './switches';
import type { TransferWallets } from './transfer-wallets';

/**
 * Plays rounds of the lucky wheel for a game session. Seamless rounds go through the platform's
 * wallet (debit, then credit or rollback, in the order the switches or a test's script say);
 * transfer rounds use the player's sub-wallet here; trial rounds use play money and call nothing.
 */

/** `hold`: keep the credit back until POST /admin/release (a late credit). */
export const ROUND_STEPS = ['debit', 'credit', 'rollback', 'hold'] as const;
export type RoundStep = (typeof ROUND_STEPS)[number];

export type StepResult = {
  step: Exclude<RoundStep, 'hold'>;
  transactionId: string;
  rollbackOf?: string;
  amount?: string;
  httpStatus: number | null;
  success: boolean;
  code: string;
  balance: string | null;
  error: string | null;
  /** The call's number in GET /admin/calls (the last sending, when it was sent again). */
  seq: number;
};

/**
 * How the round ended as far as the vendor knows: COMPLETED (credited), CANCELLED (every debit
 * rolled back, or the debit refused as rolled back), REFUSED (the bet was refused: no money moved),
 * CREDIT_HELD (debited, the credit kept back), UNKNOWN (the platform never gave a clear answer).
 */
export type RoundStatus = 'COMPLETED' | 'CANCELLED' | 'REFUSED' | 'CREDIT_HELD' | 'UNKNOWN';

export type Round = {
  roundId: string;
  session: string;
  vendor: string;
  mode: VendorWalletMode | 'TRIAL';
  gameCode: string;
  currency: string;
  stake: string;
  win: string;
  /** The wheel's segment, null when a test forced the win. */
  segment: number | null;
  multiplier: number | null;
  status: RoundStatus;
  /** The platform's refusal code of the bet, when it refused one. */
  refusal: string | null;
  /** The player's balance after the round, as last known. */
  balance: string | null;
  steps: StepResult[];
  startedAt: string;
};

export type PlayRequest = {
  stake: bigint;
  /** A forced win in minor units (tests); otherwise the wheel decides. */
  win?: bigint;
  /** An explicit order of calls (tests); otherwise the switches decide. Every step is sent. */
  steps?: RoundStep[];
};

/** How often a call with no clear answer is sent again before the vendor gives up for now. */
const RESENDS_WHEN_UNKNOWN = 3;
const MAX_ROUNDS = 10_000;

type HeldCredit = { session: GameSession; round: Round; body: Record<string, unknown> };

export function defaultSteps(switches: Switches): RoundStep[] {
  if (switches.rollbackBeforeDebit) return ['rollback', 'debit'];
  if (switches.rollback) return ['debit', 'rollback'];
  if (switches.holdCredit) return ['debit', 'hold'];
  return ['debit', 'credit'];
}

export class RoundPlayer {
  private readonly rounds = new Map<string, Round>();
  private held: HeldCredit[] = [];

  constructor(
    private readonly client: PlatformClient,
    private readonly wallets: TransferWallets,
    private readonly switches: () => Switches,
  ) {}

  async play(session: GameSession, request: PlayRequest): Promise<Round> {
    const forced = request.win !== undefined;
    const segment = forced ? null : spinWheel();
    const winMinor = request.win ?? winOf(request.stake, segment ?? 0);
    const round: Round = {
      roundId: `sim-${randomBytes(9).toString('base64url')}`,
      session: session.id,
      vendor: session.vendor,
      mode: session.trial ? 'TRIAL' : session.mode,
      gameCode: session.gameCode,
      currency: session.currency,
      stake: toDecimal(request.stake, session.currency),
      win: toDecimal(winMinor, session.currency),
      segment,
      multiplier: segment === null ? null : (WHEEL_MULTIPLIERS[segment] ?? null),
      status: 'UNKNOWN',
      refusal: null,
      balance: null,
      steps: [],
      startedAt: new Date().toISOString(),
    };
    this.remember(round);
    if (round.mode === 'TRIAL') this.playWithPlayMoney(session, round, request.stake, winMinor);
    else if (round.mode === 'TRANSFER') this.playWithSubWallet(session, round, request.stake, winMinor);
    else await this.playSeamless(session, round, request.steps ?? defaultSteps(this.switches()), !request.steps);
    return round;
  }

  /** Sends the credits kept back (all, or one round's); answers the rounds as they ended. */
  async release(roundId?: string): Promise<Round[]> {
    const due = this.held.filter((h) => roundId === undefined || h.round.roundId === roundId);
    this.held = this.held.filter((h) => !due.includes(h));
    for (const { session, round, body } of due) {
      const result = await this.send(session, round, 'credit', body);
      // A credit refused as ROUND_CLOSED: the platform cancelled the round meanwhile (its sweeper).
      if (result.success) round.status = 'COMPLETED';
      else round.status = result.code === 'ROUND_CLOSED' ? 'CANCELLED' : 'UNKNOWN';
    }
    return due.map((h) => h.round);
  }

  list(filter: { vendor?: string; session?: string } = {}): Round[] {
    return [...this.rounds.values()].filter(
      (r) =>
        (filter.vendor === undefined || r.vendor === filter.vendor) &&
        (filter.session === undefined || r.session === filter.session),
    );
  }

  heldCount(): number {
    return this.held.length;
  }

  reset(): void {
    this.rounds.clear();
    this.held = [];
  }

  private playWithPlayMoney(session: GameSession, round: Round, stake: bigint, win: bigint): void {
    if (session.playMoney < stake) {
      round.status = 'REFUSED';
      round.refusal = 'INSUFFICIENT_FUNDS';
    } else {
      session.playMoney += win - stake;
      round.status = 'COMPLETED';
    }
    round.balance = toDecimal(session.playMoney, session.currency);
  }

  private playWithSubWallet(session: GameSession, round: Round, stake: bigint, win: bigint): void {
    const settled = this.wallets.settleRound(session.vendor, session.playerId, session.currency, stake, win);
    round.status = settled.ok ? 'COMPLETED' : 'REFUSED';
    if (!settled.ok) round.refusal = 'INSUFFICIENT_FUNDS';
    round.balance = toDecimal(settled.balance, session.currency);
  }

  /**
   * Runs the steps in order. Playing for a page (`stopOnRefusal`), a refused or unanswered debit
   * ends the round as a real vendor ends it: nothing more after a refusal, a rollback after no
   * answer. A test's script is sent in full whatever the answers, so each rule can be shown.
   */
  private async playSeamless(session: GameSession, round: Round, steps: RoundStep[], stopOnRefusal: boolean) {
    const debits: string[] = [];
    const targeted = new Set<string>();
    let debitNo = 0;
    let rollbackNo = 0;
    const nextDebitId = () => `${round.roundId}-d${debitNo + 1}`;
    const rollback = async (rollbackOf: string) => {
      rollbackNo += 1;
      targeted.add(rollbackOf);
      return this.send(session, round, 'rollback', {
        ...this.common(session, round, `${round.roundId}-r${rollbackNo}`),
        rollbackOf,
      });
    };

    for (const step of steps) {
      if (step === 'debit') {
        const transactionId = nextDebitId();
        debitNo += 1;
        debits.push(transactionId);
        const result = await this.send(session, round, 'debit', {
          ...this.common(session, round, transactionId),
          amount: round.stake,
        });
        const unknown = result.error !== null || (result.httpStatus ?? 500) >= 500;
        if (!result.success && !unknown && round.refusal === null) round.refusal = result.code;
        if (!stopOnRefusal || result.success) continue;
        if (unknown) await rollback(transactionId);
        break;
      } else if (step === 'rollback') {
        const target = debits.find((id) => !targeted.has(id)) ?? nextDebitId();
        await rollback(target);
      } else if (step === 'credit') {
        await this.send(session, round, 'credit', {
          ...this.common(session, round, `${round.roundId}-c`),
          amount: round.win,
          roundEnded: true,
        });
      } else {
        this.held.push({
          session,
          round,
          body: { ...this.common(session, round, `${round.roundId}-c`), amount: round.win, roundEnded: true },
        });
      }
    }
    round.status = this.statusOf(round, debits);
  }

  private statusOf(round: Round, debits: string[]): RoundStatus {
    if (round.steps.some((s) => s.step === 'credit' && s.success)) return 'COMPLETED';
    if (this.held.some((h) => h.round === round)) return 'CREDIT_HELD';
    const refused = (s: StepResult) => !s.success && s.error === null && (s.httpStatus ?? 500) < 500;
    // A debit without a clear refusal may have taken the money: only its rollback makes it safe.
    const maybeDebited = debits.filter((id) => {
      const last = round.steps.findLast((s) => s.step === 'debit' && s.transactionId === id);
      return last !== undefined && !refused(last);
    });
    const undone = (id: string) => round.steps.some((s) => s.step === 'rollback' && s.rollbackOf === id && s.success);
    if (maybeDebited.length > 0) return maybeDebited.every(undone) ? 'CANCELLED' : 'UNKNOWN';
    if (round.refusal === 'TRANSACTION_ROLLED_BACK') return 'CANCELLED';
    return round.refusal === null ? 'UNKNOWN' : 'REFUSED';
  }

  private common(session: GameSession, round: Round, transactionId: string) {
    return {
      sessionId: session.sessionId,
      playerId: session.playerId,
      transactionId,
      roundId: round.roundId,
      gameCode: session.gameCode,
    };
  }

  /**
   * One wallet call, sent again (same id, same body) while the answer stays unknown: a vendor must
   * learn the outcome of every money call. Records the last answer as the step's result.
   */
  private async send(
    session: GameSession,
    round: Round,
    step: StepResult['step'],
    body: Record<string, unknown>,
  ): Promise<StepResult> {
    let answer = await this.client.call(step, session.vendor, body, round.roundId);
    for (let i = 0; i < RESENDS_WHEN_UNKNOWN && isUnknown(answer); i++) {
      answer = await this.client.call(step, session.vendor, body, round.roundId, 'RESEND');
    }
    const balance = typeof answer.value?.balance === 'string' ? answer.value.balance : null;
    if (balance !== null) round.balance = balance;
    const result: StepResult = {
      step,
      transactionId: String(body.transactionId),
      ...(body.rollbackOf === undefined ? {} : { rollbackOf: String(body.rollbackOf) }),
      ...(body.amount === undefined ? {} : { amount: String(body.amount) }),
      httpStatus: answer.httpStatus,
      success: answer.success,
      code: answer.code,
      balance,
      error: answer.error,
      seq: answer.seq,
    };
    round.steps.push(result);
    return result;
  }

  private remember(round: Round): void {
    this.rounds.set(round.roundId, round);
    if (this.rounds.size > MAX_ROUNDS) {
      const oldest = this.rounds.keys().next().value;
      if (oldest !== undefined) this.rounds.delete(oldest);
    }
  }
}
