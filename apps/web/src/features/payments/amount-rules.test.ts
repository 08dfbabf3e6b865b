import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/money/format-money';
import { amountMessage, remainingAmount } from './amount-rules';
import { latinDigits } from './latin-digits';
import { proofFileMessages } from './proof-files';

const usd = { digits: 2, format: (a: string) => formatMoney(a, '$') };
const jpy = { digits: 0, format: (a: string) => formatMoney(a, '¥') };

describe('amount rules', () => {
  it('parses with the currency digits and never rounds', () => {
    expect(amountMessage('10.5', usd)).toBeUndefined();
    expect(amountMessage('10.505', usd)).toEqual({ key: 'pay_amount_invalid', values: { example: '100.00' } });
    expect(amountMessage('10.5', jpy)).toEqual({ key: 'pay_amount_invalid', values: { example: '100' } });
    expect(amountMessage('1e3', usd)?.key).toBe('pay_amount_invalid');
    expect(amountMessage('-5', usd)?.key).toBe('pay_amount_invalid');
    expect(amountMessage('  ', usd)).toEqual({ key: 'input_required' });
    expect(amountMessage('0.00', usd)).toEqual({ key: 'pay_amount_positive' });
  });

  it('checks the bounds in the order a member fixes them, with formatted values', () => {
    const bounds = { min: '50.00', max: '1000.00', balance: '600.00', dailyRemaining: '500.00' };
    expect(amountMessage('49.99', usd, bounds)).toEqual({ key: 'pay_amount_below_min', values: { min: '$50.00' } });
    expect(amountMessage('1000.01', usd, bounds)).toEqual({
      key: 'pay_amount_above_max',
      values: { max: '$1,000.00' },
    });
    expect(amountMessage('600.01', usd, bounds)?.key).toBe('pay_amount_above_balance');
    expect(amountMessage('500.01', usd, bounds)?.key).toBe('pay_amount_above_daily');
    expect(amountMessage('500', usd, bounds)).toBeUndefined();
    expect(amountMessage('300', usd, { lessThan: '300.00' })?.key).toBe('pay_amount_not_below');
    expect(amountMessage('299.99', usd, { lessThan: '300.00' })).toBeUndefined();
  });

  it("computes what today's limit still allows, never below zero", () => {
    expect(remainingAmount('1500.00', '900.00', 2)).toBe('600.00');
    expect(remainingAmount('1500.00', '1600.00', 2)).toBe('0.00');
  });
});

describe('proof files', () => {
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

  it('accepts 1 to 3 png or jpg files of at most 5 MB', () => {
    expect(proofFileMessages([file('a.png', 'image/png'), file('b.JPG', 'image/jpeg')])).toEqual([]);
    expect(proofFileMessages([file('c.png', 'image/png', 5 * 1024 * 1024)])).toEqual([]);
  });

  it('names each file that breaks a rule', () => {
    expect(proofFileMessages([])).toEqual([{ key: 'pay_proof_required' }]);
    expect(proofFileMessages([file('x.gif', 'image/gif'), file('y.png', 'image/png', 5 * 1024 * 1024 + 1)])).toEqual([
      { key: 'pay_proof_bad_type', values: { name: 'x.gif' } },
      { key: 'pay_proof_too_large', values: { name: 'y.png', max: '5' } },
    ]);
    // A renamed file: the type the browser reports must agree with the name.
    expect(proofFileMessages([file('doc.png', 'application/pdf')])[0]?.key).toBe('pay_proof_bad_type');
    expect(proofFileMessages(['1', '2', '3', '4'].map((n) => file(`${n}.png`, 'image/png')))).toEqual([
      { key: 'pay_proof_too_many', values: { max: '3' } },
    ]);
  });
});

describe('latin digits', () => {
  it('turns Arabic-Indic and Persian digits and the Arabic decimal separator into Latin', () => {
    expect(latinDigits('١٢٣٫٥٠')).toBe('123.50');
    expect(latinDigits('۰۹۸')).toBe('098');
    expect(latinDigits('12a')).toBe('12a');
  });
});
