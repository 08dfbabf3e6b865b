import type { DepositStatus } from '@platform/contracts/deposit';
import { describe, expect, it } from 'vitest';
import type { LockedOrder } from './deposit-order-repository';
import { outcomeOf } from './payment-callback-service';
import type { PaymentEvent } from './payment-provider';

const order = (status: DepositStatus, overrides: Partial<LockedOrder> = {}): LockedOrder => ({
  id: '7',
  merchant_id: 1,
  member_id: 2,
  member_account: 'test_member',
  channel_id: 3,
  channel_kind: 'ONLINE',
  channel_name: 'Online payment',
  amount: '12550',
  status,
  reference: null,
  provider: 'sandbox',
  provider_reference: 'pay_1',
  pay_url: 'http://localhost:8090/pay/pay_1',
  created_at: new Date(),
  updated_at: new Date(),
  currency: 'USD',
  ...overrides,
});

const event = (status: 'PAID' | 'FAILED', overrides: Partial<PaymentEvent> = {}): PaymentEvent => ({
  eventId: `evt_pay_1_${status.toLowerCase()}`,
  orderId: '7',
  providerReference: 'pay_1',
  status,
  amount: '125.50',
  currency: 'USD',
  ...overrides,
});

describe('what a verified callback does to its order', () => {
  it.each([
    ['PENDING', 'PAID', 'CREDITED'],
    ['PENDING', 'FAILED', 'FAILED'],
    ['CREDITED', 'PAID', 'DUPLICATE'],
    ['FAILED', 'FAILED', 'DUPLICATE'],
    // The provider's PAID is authoritative: money that arrived is credited even after a FAILED.
    ['FAILED', 'PAID', 'CREDITED'],
    ['EXPIRED', 'PAID', 'CREDITED'],
    // CREDITED is final: a late FAILED never takes money back.
    ['CREDITED', 'FAILED', 'IGNORED'],
    ['EXPIRED', 'FAILED', 'IGNORED'],
  ] as const)('%s order + %s callback -> %s', (status, callback, outcome) => {
    expect(outcomeOf(order(status), 'sandbox', event(callback))).toBe(outcome);
  });

  it('refuses another amount or currency, in any state', () => {
    for (const status of ['PENDING', 'CREDITED', 'FAILED'] as const) {
      expect(outcomeOf(order(status), 'sandbox', event('PAID', { amount: '125.51' }))).toBe('AMOUNT_MISMATCH');
      expect(outcomeOf(order(status), 'sandbox', event('PAID', { amount: '125.5' }))).not.toBe('AMOUNT_MISMATCH');
      expect(outcomeOf(order(status), 'sandbox', event('PAID', { amount: '125.505' }))).toBe('AMOUNT_MISMATCH');
      expect(outcomeOf(order(status), 'sandbox', event('PAID', { currency: 'EUR' }))).toBe('AMOUNT_MISMATCH');
    }
  });

  it('knows no order of another provider, another payment, or none at all', () => {
    expect(outcomeOf(undefined, 'sandbox', event('PAID'))).toBe('UNKNOWN_ORDER');
    expect(
      outcomeOf(order('PENDING', { provider: null, channel_kind: 'BANK_TRANSFER' }), 'sandbox', event('PAID')),
    ).toBe('UNKNOWN_ORDER');
    expect(outcomeOf(order('PENDING'), 'sandbox', event('PAID', { providerReference: 'pay_2' }))).toBe('UNKNOWN_ORDER');
    // The answer to createPayment was lost: the order learns its payment from the callback.
    expect(outcomeOf(order('PENDING', { provider_reference: null }), 'sandbox', event('PAID'))).toBe('CREDITED');
  });
});
