import { type BankAccount, MAX_BANK_ACCOUNTS } from '@platform/contracts/withdraw';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import {
  type BankAccountRow,
  deleteBankAccount,
  insertBankAccount,
  listLiveBankAccounts,
} from './bank-account-repository';
import { lockMemberWithdrawals } from './member-lock';

/** The number as members see it in lists: only its last four digits ("**** 1234"). */
export function maskAccountNumber(accountNumber: string): string {
  return `**** ${accountNumber.slice(-4)}`;
}

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
    createdAt: row.created_at.toISOString(),
  };
}

export async function bankAccountsOf(db: Db, memberId: number): Promise<BankAccount[]> {
  return (await listLiveBankAccounts(db, memberId)).map(toBankAccount);
}

/** An id as the client sends it; anything that is not one of ours reads as not found. */
export function bankAccountIdOf(text: string): string {
  if (!/^[1-9][0-9]{0,17}$/.test(text)) throw new ApiError('BANK_ACCOUNT_NOT_FOUND');
  return text;
}

/**
 * Adds a bank account: at most MAX_BANK_ACCOUNTS live ones (counted under the member's lock, so
 * two quick adds cannot both take the last place), and the same bank and number only once.
 */
export async function addBankAccount(
  db: Db,
  owner: { merchantId: number; memberId: number },
  input: { bankName: string; accountName: string; accountNumber: string },
): Promise<BankAccount[]> {
  await db.transaction().execute(async (trx) => {
    await lockMemberWithdrawals(trx, owner.memberId);
    const live = await listLiveBankAccounts(trx, owner.memberId);
    if (live.length >= MAX_BANK_ACCOUNTS) throw new ApiError('BANK_ACCOUNT_LIMIT', { max: MAX_BANK_ACCOUNTS });
    const sameBank = (row: BankAccountRow) => row.bank_name.toLowerCase() === input.bankName.toLowerCase();
    if (live.some((row) => sameBank(row) && row.account_number === input.accountNumber)) {
      throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body.accountNumber', rule: 'unique' }] });
    }
    await insertBankAccount(trx, { ...owner, ...input });
  });
  return bankAccountsOf(db, owner.memberId);
}

export async function removeBankAccount(db: Db, memberId: number, idText: string): Promise<BankAccount[]> {
  if (!(await deleteBankAccount(db, memberId, bankAccountIdOf(idText)))) throw new ApiError('BANK_ACCOUNT_NOT_FOUND');
  return bankAccountsOf(db, memberId);
}
