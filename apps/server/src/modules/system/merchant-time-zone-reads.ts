import type { Db } from '../../db/database';

/** The brand's time zone (an IANA name): the back office's days start at its midnight. */
export async function merchantTimeZone(db: Db, merchantId: number): Promise<string> {
  const row = await db.selectFrom('merchant').select('time_zone').where('id', '=', merchantId).executeTakeFirst();
  return row?.time_zone ?? 'Asia/Dubai';
}
