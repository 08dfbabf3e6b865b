import type { Db } from '../../db/database';

export type ChannelRow = {
  id: number;
  kind: 'BANK_TRANSFER' | 'ONLINE';
  name: string;
  name_ar: string | null;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  provider: string | null;
  min_amount: string;
  max_amount: string;
};

const COLUMNS = [
  'id',
  'kind',
  'name',
  'name_ar',
  'bank_name',
  'account_name',
  'account_number',
  'provider',
  'min_amount',
  'max_amount',
] as const;

/** The merchant's enabled channels in the order the deposit page lists them. */
export function listEnabledChannels(db: Db, merchantId: number): Promise<ChannelRow[]> {
  return db
    .selectFrom('deposit_channel')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findEnabledChannel(db: Db, merchantId: number, id: number): Promise<ChannelRow | undefined> {
  return db
    .selectFrom('deposit_channel')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
}
