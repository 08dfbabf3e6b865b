import type { ComponentType } from 'react';
import { BetRecordsPage } from '../bet-records/bet-records-page';
import { DepositPage } from '../payments/deposit-page';
import { WithdrawPage } from '../payments/withdraw-page';
import { BonusDetailsPage } from '../records/bonus-details-page';
import { MessagesPage } from '../records/messages-page';
import { ProfitPage } from '../records/profit-page';
import { TransactionHistoryPage } from '../records/transaction-history-page';
import { TransferFundPage } from '../wallet/transfer-fund-page';
import { TransferUplinePage } from '../wallet/transfer-upline-page';
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
