import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Tests only: the winner board's wins that the board tests count on, across the lobby catalogue's
 * categories (two e-sport wins, one sports win, six live ones, the biggest at Fast 3, one name in
 * Arabic). They carry no member: nobody of the brand won them.
 * [nodeId, name as the player chose it, amount in minor units (cents), hours ago]
 */
const WINS: [number, string, number, number][] = [
  [1001, 'ahmed_88', 1_250_000, 1],
  [1002, 'layla.k', 486_050, 2],
  [1007, 'omar1990', 2_310_000, 3],
  [2001, 'sara_vip', 3_400_000, 4],
  [2003, 'yousef77', 1_825_000, 5],
  [3001, 'noor', 820_550, 6],
  [5001, 'khalid_q', 462_000, 7],
  [6001, 'mariam22', 975_000, 8],
  [7001, 'hassan_ali', 12_000_000, 9],
  [8001, 'fatima.z', 5_600_000, 10],
  [4001, 'zaid', 318_075, 11],
  [1006, 'rania_m', 144_000, 12],
  [2102, 'tariq99', 2_075_000, 14],
  [3201, 'huda', 690_000, 15],
  [1051, 'bilal_s', 233_500, 17],
  [4002, 'amira', 1_108_000, 18],
  [2005, 'samir_k', 760_000, 20],
  [6003, 'dina88', 412_500, 22],
  [7101, 'faisal', 3_050_000, 24],
  [1003, 'lina_x', 257_000, 26],
  [3301, 'majed', 1_340_000, 28],
  [5002, 'reem', 598_800, 30],
  [1008, 'walid.h', 1_960_000, 33],
  [2006, 'salma', 845_000, 36],
  [4051, 'nasser_1', 176_500, 40],
  [1009, 'سالم', 2_640_000, 44],
  [8003, 'jana', 905_000, 48],
  [6002, 'منى', 1_480_000, 52],
  [1005, 'kareem', 4_125_000, 60],
  [2101, 'yara.b', 1_215_000, 70],
];

/** The wins above, for a brand whose catalogue is the lobby catalogue (lobby-test-catalogue.ts). */
export async function addTestWins(db: Db, merchantId: number): Promise<void> {
  await db
    .insertInto('game_win')
    .values(
      WINS.map(([nodeId, name, amount, hoursAgo]) => ({
        merchant_id: merchantId,
        member_id: null,
        customer_name: name,
        node_id: nodeId,
        win_amount: BigInt(amount),
        won_at: sql<Date>`now() - make_interval(hours => ${hoursAgo})`,
      })),
    )
    .execute();
}
