import type { WithdrawalRisk } from '@platform/contracts/finance-admin';
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { RiskBadges } from './risk-badges';

const calm: WithdrawalRisk = {
  turnover: { required: '500.00', done: '600.00', met: true },
  firstWithdrawal: false,
  bankAccountAddedAt: '2026-11-01T10:00:00.000Z',
  bankAccountRecent: false,
  sharedAddress: { count: 0, accounts: [] },
  sharedDevice: { count: 0, accounts: [] },
  biggestWinMultiple: '2.00',
  netWin: '-20.00',
  bigWin: false,
};

const badges = () => within(screen.getByRole('list')).getAllByRole('listitem');

it('shows only the turnover, met, for a withdrawal with nothing to look at', async () => {
  await i18n.changeLanguage('en');
  render(<RiskBadges risk={calm} />);
  expect(badges()).toHaveLength(1);
  expect(badges()[0]).toHaveTextContent('Turnover met');
  expect(badges()[0]).toHaveAttribute('title', expect.stringContaining('600.00'));
});

it('flags every hint with its facts in the tooltip, in English', async () => {
  await i18n.changeLanguage('en');
  render(
    <RiskBadges
      risk={{
        ...calm,
        turnover: { required: '500.00', done: '120.00', met: false },
        firstWithdrawal: true,
        bankAccountRecent: true,
        sharedAddress: { count: 2, accounts: ['ali_77', 'sara_9'] },
        sharedDevice: { count: 1, accounts: ['omar_5'] },
        biggestWinMultiple: '35.50',
        netWin: '1500.00',
        bigWin: true,
      }}
    />,
  );
  const texts = badges().map((b) => b.firstChild?.textContent);
  expect(texts).toEqual([
    'Turnover not met',
    'First withdrawal',
    'New bank account',
    'Shared address (2)',
    'Shared device (1)',
    'Big win',
  ]);
  expect(badges()[3]).toHaveAttribute('title', expect.stringContaining('ali_77'));
  expect(badges()[4]).toHaveAttribute('title', expect.stringContaining('omar_5'));
  expect(badges()[5]).toHaveAttribute('title', expect.stringContaining('35.50'));
  expect(badges()[5]).toHaveAttribute('title', expect.stringContaining('1500.00'));
});

it('says the hints in Arabic', async () => {
  await i18n.changeLanguage('ar');
  render(
    <RiskBadges
      risk={{
        ...calm,
        firstWithdrawal: true,
        sharedAddress: { count: 1, accounts: ['ali_77'] },
        sharedDevice: { count: 2, accounts: ['omar_5', 'sara_9'] },
      }}
    />,
  );
  expect(screen.getByRole('list', { name: 'مؤشرات المخاطر' })).toBeVisible();
  expect(screen.getByText('أول سحب')).toBeVisible();
  expect(badges()[2]).toHaveAttribute('title', expect.stringContaining('ali_77'));
  expect(badges()[3]?.firstChild?.textContent).toBe('جهاز مشترك (2)');
  expect(badges()[3]).toHaveAttribute('title', expect.stringContaining('عضوان آخران دخلا من أجهزة هذا العضو'));
});

it('shows a dash for an order decided on this screen (its answer carries no hints)', async () => {
  render(<RiskBadges risk={null} />);
  expect(screen.getByText('—')).toBeVisible();
});
