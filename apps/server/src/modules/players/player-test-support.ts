import { ACCOUNT_TYPE } from '@platform/contracts/account';
import { createTestBrand } from '../../test/test-brand';
import type { AccountTestKit } from '../accounts/account-test-kit';

/** Tests only: a member of a second brand, whom the kit's brand's staff must never read or change. */
export async function otherBrandMember(kit: AccountTestKit): Promise<string> {
  const brand = await createTestBrand(kit.db, { code: 'OTHERBRAND', domains: ['other-brand.test'] });
  const { id } = await kit.db
    .insertInto('member')
    .values({
      merchant_id: brand.id,
      account: 'other_brand_member',
      type: ACCOUNT_TYPE.MEMBER,
      register_method: 'TEST',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(id);
}

export async function memberIdOf(kit: AccountTestKit, account: string): Promise<string> {
  const row = await kit.db.selectFrom('member').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return String(row.id);
}
