import type { DepositChannel, DepositOrder } from '@platform/contracts/deposit';
import { toDecimalAmount } from '@platform/contracts/money-amount';
import type { MessageLanguage } from '../../http/request-language';
import type { ChannelRow } from './deposit-channel-repository';
import type { OrderRow } from './deposit-order-repository';

/** Rows as the contracts show them: amounts as decimal strings of the merchant's currency. */

/** The channel as the member sees it: named in the member's language (Arabic when it has an Arabic name). */
export function channelView(row: ChannelRow, digits: number, language: MessageLanguage): DepositChannel {
  return {
    id: String(row.id),
    kind: row.kind,
    name: language === 'ar' && row.name_ar !== null ? row.name_ar : row.name,
    minAmount: toDecimalAmount(BigInt(row.min_amount), digits),
    maxAmount: toDecimalAmount(BigInt(row.max_amount), digits),
    bank:
      row.kind === 'BANK_TRANSFER'
        ? {
            bankName: row.bank_name ?? '',
            accountName: row.account_name ?? '',
            accountNumber: row.account_number ?? '',
          }
        : null,
  };
}

export function orderView(row: OrderRow, digits: number): DepositOrder {
  return {
    id: row.id,
    channelKind: row.channel_kind,
    channelName: row.channel_name,
    amount: toDecimalAmount(BigInt(row.amount), digits),
    status: row.status,
    reference: row.reference,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function operatorOrderView(row: OrderRow, digits: number): DepositOrder & { memberAccount: string } {
  return { ...orderView(row, digits), memberAccount: row.member_account };
}
