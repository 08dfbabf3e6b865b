import type { MaintenanceNotice } from '@platform/contracts/lobby';
import type { Db } from '../../db/database';

const NOTHING_SAID: MaintenanceNotice = { message: null, until: null };

type NoteRow = { maintenance: boolean; maintenance_message: string | null; maintenance_until: Date | null };
const noteOf = (row: NoteRow): MaintenanceNotice => ({
  message: row.maintenance_message,
  until: row.maintenance_until?.toISOString() ?? null,
});

/**
 * What the lobby tells a player who opens a vendor or a game under maintenance: the game's own
 * message and planned end when the game itself is closed, otherwise its vendor's; nothing when
 * neither is closed. Read from the tables by key, not from a cache, so a change made in the
 * console shows at once in every process, like the launch's own maintenance check.
 */
export async function maintenanceNotice(
  db: Db,
  merchantId: number,
  of: { vassalage: string; nodeId?: number | undefined },
): Promise<MaintenanceNotice> {
  const columns = ['maintenance', 'maintenance_message', 'maintenance_until'] as const;
  const [vendor, game] = await Promise.all([
    db
      .selectFrom('catalogue_vendor')
      .select(columns)
      .where('merchant_id', '=', merchantId)
      .where('vassalage', '=', of.vassalage)
      .executeTakeFirst(),
    of.nodeId === undefined
      ? undefined
      : db
          .selectFrom('catalogue_game')
          .select(columns)
          .where('merchant_id', '=', merchantId)
          .where('node_id', '=', of.nodeId)
          .where('vassalage', '=', of.vassalage)
          .executeTakeFirst(),
  ]);
  if (game?.maintenance) return noteOf(game);
  if (vendor?.maintenance) return noteOf(vendor);
  return NOTHING_SAID;
}
