/**
 * Every wallet call the simulator made to the platform and every transfer call it received, with
 * the answer, so tests can assert what went over the wire (GET /admin/calls).
 */

/** Why a call was sent: its first sending, or one of the repeats a switch asked for. */
export type CallAttempt = 'FIRST' | 'RETRY' | 'DUPLICATE' | 'AFTER_TIMEOUT' | 'RESEND' | 'REPLAY';

export type CallRecord = {
  seq: number;
  at: string;
  /** OUT: the simulator called the platform; IN: the platform called the simulator. */
  direction: 'OUT' | 'IN';
  vendor: string;
  path: string;
  attempt: CallAttempt;
  /** The simulator's round the call belongs to, when it belongs to one. */
  roundId: string | null;
  body: unknown;
  /** The HTTP status; null when no answer came (timed out, unreachable, or held by a switch). */
  httpStatus: number | null;
  answer: unknown;
  /** TIMEOUT, UNREACHABLE: <reason>, or for IN calls the fault a switch applied. */
  error: string | null;
  ms: number;
};

/** What is needed to send an OUT call again (POST /admin/replay); kept beside the public record. */
export type SentRequest = { vendor: string; path: string; rawBody: string; headers: Record<string, string> };

const MAX_RECORDS = 5_000;

export class CallLog {
  private records: CallRecord[] = [];
  private readonly requests = new Map<number, SentRequest>();
  private seq = 0;

  add(record: Omit<CallRecord, 'seq' | 'at'>, request?: SentRequest): CallRecord {
    this.seq += 1;
    const full: CallRecord = { seq: this.seq, at: new Date().toISOString(), ...record };
    this.records.push(full);
    if (request) this.requests.set(full.seq, request);
    if (this.records.length > MAX_RECORDS) {
      const dropped = this.records.shift();
      if (dropped) this.requests.delete(dropped.seq);
    }
    return full;
  }

  list(filter: { vendor?: string; roundId?: string; since?: number } = {}): CallRecord[] {
    return this.records.filter(
      (r) =>
        (filter.vendor === undefined || r.vendor === filter.vendor) &&
        (filter.roundId === undefined || r.roundId === filter.roundId) &&
        (filter.since === undefined || r.seq > filter.since),
    );
  }

  request(seq: number): SentRequest | undefined {
    return this.requests.get(seq);
  }

  /** Forgets the records; numbering goes on, so a `since` taken before a reset stays meaningful. */
  clear(): void {
    this.records = [];
    this.requests.clear();
  }
}
