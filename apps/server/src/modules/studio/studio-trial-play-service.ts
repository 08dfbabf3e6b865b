import type { Db } from '../../db/database';

/**
 * Forgets what a trial account played in the studio, before the account itself is removed: its
 * trial rounds, crash bets and seed pairs. Trial play is play money, never the ledger (decision
 * 0038), so nothing here is money. Only trial rows go: should the member have a real round, its
 * seed pair stays, the member's removal then fails on it and the caller's transaction undoes all.
 */
export async function deleteTrialPlay(trx: Db, memberId: number): Promise<void> {
  await trx.deleteFrom('crash_bet').where('member_id', '=', memberId).where('trial', '=', true).execute();
  await trx.deleteFrom('studio_round').where('member_id', '=', memberId).where('trial', '=', true).execute();
  await trx
    .deleteFrom('studio_seed_pair')
    .where('member_id', '=', memberId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('studio_round')
            .select('studio_round.id')
            .whereRef('studio_round.pair_id', '=', 'studio_seed_pair.id'),
        ),
      ),
    )
    .execute();
}
