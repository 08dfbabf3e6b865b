import type { Db } from '../../db/database';

export type BankAccountRow = {
  id: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: Date;
};

const COLUMNS = ['id', 'bank_name', 'account_name', 'account_number', 'created_at'] as const;

/** A member's live (not deleted) bank accounts, oldest first. */
export function listLiveBankAccounts(db: Db, memberId: number): Promise<BankAccountRow[]> {
  return db
    .selectFrom('member_bank_account')
    .select(COLUMNS)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

export function findLiveBankAccount(db: Db, memberId: number, id: string): Promise<BankAccountRow | undefined> {
  return db
    .selectFrom('member_bank_account')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertBankAccount(
  db: Db,
  row: { merchantId: number; memberId: number; bankName: string; accountName: string; accountNumber: string },
): Promise<void> {
  await db
    .insertInto('member_bank_account')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      bank_name: row.bankName,
      account_name: row.accountName,
      account_number: row.accountNumber,
    })
    .execute();
}

/** Soft delete; true when the member had such a live account. */
export async function deleteBankAccount(db: Db, memberId: number, id: string): Promise<boolean> {
  const result = await db
    .updateTable('member_bank_account')
    .set({ deleted_at: new Date() })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
