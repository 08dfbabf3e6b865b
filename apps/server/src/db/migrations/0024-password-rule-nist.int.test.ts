import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMerchantCopy } from '../../test/other-merchant';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { up } from './0024-password-rule-nist';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const passwordRows = (merchantId: number) =>
  database.db
    .selectFrom('register_field_config')
    .select(['field', 'accepted_pattern', 'pattern_id', 'min_length', 'max_length'])
    .where('merchant_id', '=', merchantId)
    .where('field', 'in', ['password', 'confirmPassword'])
    .orderBy('field')
    .execute();

describe('migration 0024: the NIST password rule', () => {
  it("moves a brand on the old default to the new one and leaves a brand's own rule alone", async () => {
    const { db } = database;
    const old = await createTestBrand(db, { code: 'OLD', domains: ['old.example'] });
    await db
      .insertInto('register_field_config')
      .values([
        {
          merchant_id: old.id,
          field: 'password',
          enabled: true,
          required: true,
          accepted_pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
          pattern_id: 5,
          min_length: 6,
          max_length: 20,
          sort: 0,
        },
        {
          merchant_id: old.id,
          field: 'confirmPassword',
          enabled: true,
          required: true,
          accepted_pattern: '*',
          pattern_id: 0,
          min_length: 6,
          max_length: 20,
          sort: 1,
        },
      ])
      .execute();
    const own = await addMerchantCopy(db, 'OWN', 'own.example');
    await db
      .insertInto('register_field_config')
      .values([
        {
          merchant_id: own,
          field: 'password',
          enabled: true,
          required: true,
          accepted_pattern: '*',
          pattern_id: 17,
          min_length: 10,
          max_length: 30,
          sort: 0,
        },
        {
          merchant_id: own,
          field: 'confirmPassword',
          enabled: true,
          required: true,
          accepted_pattern: '*',
          pattern_id: 0,
          min_length: 10,
          max_length: 30,
          sort: 0,
        },
      ])
      .execute();

    await up(db as unknown as Parameters<typeof up>[0]);

    expect(await passwordRows(old.id)).toEqual([
      { field: 'confirmPassword', accepted_pattern: '*', pattern_id: 0, min_length: 8, max_length: 64 },
      { field: 'password', accepted_pattern: '*', pattern_id: 0, min_length: 8, max_length: 64 },
    ]);
    expect(await passwordRows(own)).toEqual([
      { field: 'confirmPassword', accepted_pattern: '*', pattern_id: 0, min_length: 10, max_length: 30 },
      { field: 'password', accepted_pattern: '*', pattern_id: 17, min_length: 10, max_length: 30 },
    ]);
  });
});
