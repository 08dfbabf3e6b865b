import type { DepositChannel, DepositOrder } from '@platform/contracts/deposit';
import type { BankAccount, WithdrawOrder, WithdrawSettings } from '@platform/contracts/withdraw';
import { screen, within } from '@testing-library/react';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { type FakeHandler, ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';

export const BANK_CHANNEL: DepositChannel = {
  id: '1',
  kind: 'BANK_TRANSFER',
  name: 'Emirates NBD transfer',
  minAmount: '100.00',
  maxAmount: '5000.00',
  bank: { bankName: 'Emirates NBD', accountName: 'Demo Casino LLC', accountNumber: '1012345678901' },
};

export const ONLINE_CHANNEL: DepositChannel = {
  id: '2',
  kind: 'ONLINE',
  name: 'Sandbox Pay',
  minAmount: '10.00',
  maxAmount: '2000.00',
  bank: null,
};

export function depositOrder(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    id: '501',
    channelKind: 'BANK_TRANSFER',
    channelName: BANK_CHANNEL.name,
    amount: '250.00',
    status: 'PENDING',
    reference: 'TRX-77',
    createdAt: '2025-03-01T10:15:00.000Z',
    updatedAt: '2025-03-01T10:15:00.000Z',
    ...overrides,
  };
}

export function bankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: '11',
    bankName: 'Mashreq',
    accountName: 'Alice Ali',
    accountNumberMasked: '**** 4321',
    createdAt: '2025-02-01T09:00:00.000Z',
    ...overrides,
  };
}

export function withdrawSettings(overrides: Partial<WithdrawSettings> = {}): WithdrawSettings {
  return {
    balance: '1250.50',
    minAmount: '50.00',
    maxAmount: '1000.00',
    dailyMaxAmount: '1500.00',
    dailyMaxCount: 5,
    usedTodayAmount: '900.00',
    usedTodayCount: 1,
    turnoverRemaining: '0.00',
    turnoverRequired: '0.00',
    paymentPasswordSet: true,
    bankAccounts: [bankAccount()],
    ...overrides,
  };
}

export function withdrawOrder(overrides: Partial<WithdrawOrder> = {}): WithdrawOrder {
  return {
    id: '701',
    amount: '300.00',
    bankAccount: { bankName: 'Mashreq', accountName: 'Alice Ali', accountNumberMasked: '**** 4321' },
    status: 'PENDING',
    confirmation: 'NONE',
    receivedAmount: null,
    remainingAmount: null,
    proofImages: 0,
    autoReceiveAt: null,
    remark: null,
    createdAt: '2025-03-02T08:00:00.000Z',
    updatedAt: '2025-03-02T08:00:00.000Z',
    ...overrides,
  };
}

export function pageOf<T>(list: T[], pageNo = 1, totalPages = 1) {
  return { list, pageNo, totalPages, totalCount: list.length };
}

export function jsonBody(init: RequestInit | undefined): Record<string, unknown> {
  return init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
}

/** Opens a member-centre page as a logged-in member against the given fake money API. */
export async function openMemberPage(page: string, handlers: Record<string, FakeHandler>) {
  const started = await startApp(`/member?page=${page}`, { handlers: { ...loggedInAs(makeMember()), ...handlers } });
  return started;
}

/** The section of the page with this heading (its region). */
export async function region(name: string | RegExp) {
  return within(await screen.findByRole('region', { name }));
}

export const emptyPage = () => ok(pageOf([]));

/** The errors shown under an input: the alerts its aria-describedby points at (joined), or null. */
export function fieldError(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const texts: string[] = [];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (!element) continue;
    const alerts =
      element.getAttribute('role') === 'alert' ? [element] : [...element.querySelectorAll('[role="alert"]')];
    for (const alert of alerts) texts.push(alert.textContent ?? '');
  }
  return texts.length > 0 ? texts.join(' | ') : null;
}
