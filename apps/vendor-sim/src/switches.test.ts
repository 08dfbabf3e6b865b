import { describe, expect, it } from 'vitest';
import { HttpError } from './http-helpers';
import { defaultSteps } from './round-player';
import { applySwitches, DEFAULT_SWITCHES, type Switches, takeTransferFault } from './switches';

const refusal = (changes: Record<string, unknown>) => {
  try {
    applySwitches({ ...DEFAULT_SWITCHES }, changes);
    return null;
  } catch (error) {
    return error instanceof HttpError ? { code: error.code, value: error.value } : error;
  }
};

describe('the simulator switches', () => {
  it('start with a well-behaved vendor: debit then credit, transfers applied and answered', () => {
    expect(DEFAULT_SWITCHES).toMatchObject({ timeoutMs: null, retry: false, duplicate: false, transferFault: 'NONE' });
    expect(defaultSteps({ ...DEFAULT_SWITCHES })).toEqual(['debit', 'credit']);
  });

  it('change only what a call names, and keep the rest', () => {
    const once = applySwitches({ ...DEFAULT_SWITCHES }, { retry: true, timeoutMs: 50 });
    const twice = applySwitches(once, { transferFault: 'DROP_ANSWER', transferFaultTimes: 2 });
    expect(twice).toMatchObject({ retry: true, timeoutMs: 50, transferFault: 'DROP_ANSWER', transferFaultTimes: 2 });
    expect(applySwitches(twice, { timeoutMs: null }).timeoutMs).toBeNull();
  });

  it('choose the order of a round: rollback instead of credit, rollback before debit, credit held back', () => {
    const steps = (changes: Partial<Switches>) => defaultSteps(applySwitches({ ...DEFAULT_SWITCHES }, changes));
    expect(steps({ rollback: true })).toEqual(['debit', 'rollback']);
    expect(steps({ rollbackBeforeDebit: true })).toEqual(['rollback', 'debit']);
    expect(steps({ holdCredit: true })).toEqual(['debit', 'hold']);
  });

  it('refuse unknown names and wrong values as a whole, naming the field', () => {
    expect(refusal({ retyr: true })).toEqual({ code: 'INVALID_SWITCH', value: { field: 'retyr' } });
    expect(refusal({ retry: 'yes' })).toEqual({ code: 'INVALID_SWITCH', value: { field: 'retry' } });
    expect(refusal({ timeoutMs: 0 })).toEqual({ code: 'INVALID_SWITCH', value: { field: 'timeoutMs' } });
    expect(refusal({ timeoutMs: 1.5 })).toEqual({ code: 'INVALID_SWITCH', value: { field: 'timeoutMs' } });
    expect(refusal({ timeoutAttempts: null })).toEqual({ code: 'INVALID_SWITCH', value: { field: 'timeoutAttempts' } });
    expect(refusal({ transferFault: 'EXPLODE' })).toEqual({
      code: 'INVALID_SWITCH',
      value: { field: 'transferFault' },
    });
    // A rollback instead of the credit and a held credit contradict each other.
    expect(refusal({ rollback: true, holdCredit: true })).toEqual({
      code: 'INVALID_SWITCH',
      value: { field: 'holdCredit' },
    });
  });

  it('hit only as many transfers as asked, then let them through', () => {
    const switches = applySwitches({ ...DEFAULT_SWITCHES }, { transferFault: 'HANG', transferFaultTimes: 2 });
    expect([takeTransferFault(switches), takeTransferFault(switches), takeTransferFault(switches)]).toEqual([
      'HANG',
      'HANG',
      'NONE',
    ]);
    const always = applySwitches({ ...DEFAULT_SWITCHES }, { transferFault: 'FAIL' });
    expect([takeTransferFault(always), takeTransferFault(always)]).toEqual(['FAIL', 'FAIL']);
  });
});
