import type { Dashboard, Figures } from '@platform/contracts/reports';

/** Tests only: a brand's figures with nothing in them. */
export const noFigures = (): Figures => ({
  registrations: 0,
  firstDeposits: 0,
  firstDepositAmount: '0.00',
  deposits: 0,
  depositAmount: '0.00',
  withdrawals: 0,
  withdrawalAmount: '0.00',
  bets: 0,
  stake: '0.00',
  wins: '0.00',
  transferNetWin: '0.00',
  ggr: '0.00',
  bonuses: '0.00',
  ngr: '0.00',
  activePlayers: 0,
});

/** The dashboard of a brand where nothing has happened yet, today being 2026-11-28 in Dubai. */
export function quietDashboard(queues: Partial<Record<Dashboard['queues'][number]['queue'], number>> = {}): Dashboard {
  const days = Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 9, 30 + i)).toISOString().slice(0, 10),
    ...noFigures(),
  }));
  return {
    timeZone: 'Asia/Dubai',
    currency: 'AED',
    today: '2026-11-28',
    todayFigures: noFigures(),
    last30: noFigures(),
    days,
    queues: (['deposits', 'withdrawals', 'adjustments', 'vendorTransfers'] as const).map((queue) => ({
      queue,
      count: queues[queue] ?? 0,
    })),
  };
}
