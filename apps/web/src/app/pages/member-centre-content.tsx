import type { ComponentType } from 'react';
import { BetRecordsPage } from '../../features/bet-records/bet-records-page';
import { DepositPage } from '../../features/payments/deposit-page';
import { WithdrawPage } from '../../features/payments/withdraw-page';
import { BonusDetailsPage } from '../../features/records/bonus-details-page';
import { MessagesPage } from '../../features/records/messages-page';
import { ProfitPage } from '../../features/records/profit-page';
import { TransactionHistoryPage } from '../../features/records/transaction-history-page';
import { TransferFundPage } from '../../features/wallet/transfer-fund-page';
import { TransferUplinePage } from '../../features/wallet/transfer-upline-page';
import type { MemberCentrePageName } from './member-centre-menu';

/** The member-centre pages that have content; the others show 'in no data' until their issue. */
export const MEMBER_CENTRE_CONTENT: Partial<Record<MemberCentrePageName, ComponentType>> = {
  transferFund: TransferFundPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
  personalHistoryCopy: BetRecordsPage,
  transactionHistory: TransactionHistoryPage,
  personalProfit: ProfitPage,
  bonusDetails: BonusDetailsPage,
  messageV2: MessagesPage,
};
