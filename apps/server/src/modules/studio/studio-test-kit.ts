import { randomBytes, randomUUID } from 'node:crypto';
import { ACCOUNT_TYPE } from '@platform/contracts/account';
import { API, apiPath } from '@platform/contracts/api-paths';
import type { StudioInstantEngine } from '@platform/contracts/studio';
import { sql } from 'kysely';
import { startAccountTestKit } from '../accounts/account-test-kit';
import { balancesOf, postTransaction, sharedAccountBalance } from '../ledger/ledger-service';
import { issueSession } from '../sessions/session-service';

/** Tests only: the account kit with funded members, their launches and studio calls. */
export type StudioKit = Awaited<ReturnType<typeof startStudioKit>>;

const SESSIONS = { SESSION_IDLE_MINUTES: 30, SESSION_MAX_HOURS: 12 };

/** Nodes of each engine in the kit brand's catalogue (catalogue/lobby-test-catalogue.ts). */
export const NODE_OF = { slot: 1001, dice: 1006, crash: 1007, mines: 1008, plinko: 1009, roulette: 1010 } as const;

export type Player = { id: number; token: string };

export async function startStudioKit() {
  const kit = await startAccountTestKit();
  const { db, app, merchantId } = kit;

  const call = async (method: 'GET' | 'POST', url: string, token: string | null, body?: unknown) => {
    const headers: Record<string, string> = { 'x-forwarded-for': '127.0.0.1' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    const json = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : undefined;
    return { status: res.statusCode, body: json, text: res.body, headers: res.headers };
  };

  /** A member with a session and `cash` minor units on the main wallet. */
  const player = async (cash = 0n): Promise<Player> => {
    const { id } = await db
      .insertInto('member')
      .values({
        merchant_id: merchantId,
        account: `s${randomBytes(5).toString('hex')}`,
        type: ACCOUNT_TYPE.MEMBER,
        register_method: 'TEST',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (cash > 0n) await fund(id, cash);
    const token = await issueSession(db, SESSIONS, { memberId: id, ip: '127.0.0.1', mustChangePassword: false });
    return { id, token };
  };

  const fund = (memberId: number, minor: bigint) =>
    postTransaction(db, {
      merchantId,
      kind: 'DEPOSIT',
      idempotency: { source: 'test-deposit', key: randomUUID() },
      postings: [
        { account: { kind: 'PAYMENT_CLEARING' }, amount: -minor },
        { account: { kind: 'MEMBER_CASH', memberId }, amount: minor },
      ],
    });

  /** Launches a game as the lobby does and returns the launch id of the studio page's URL. */
  const launch = async (p: Player, nodeId: number, trial = false): Promise<string> => {
    const res = await call('GET', `${API.gameLaunch}?nodeId=${nodeId}&language=en&trial=${trial ? 1 : 0}`, p.token);
    if (res.status !== 200) throw new Error(`launch: ${JSON.stringify(res.body)}`);
    const url = new URL(res.body.value.url as string, 'http://x');
    return url.searchParams.get('launch') as string;
  };

  const session = (p: Player, launchId: string) => call('POST', API.studioSession, p.token, { launchId });

  /** One instant round; `requestId` fresh unless given. */
  const play = (p: Player, engine: StudioInstantEngine, body: Record<string, unknown>) =>
    call('POST', apiPath(API.studioPlay, { engine }), p.token, { requestId: randomUUID(), ...body });

  const mines = {
    start: (p: Player, body: Record<string, unknown>) =>
      call('POST', API.studioMinesStart, p.token, { requestId: randomUUID(), ...body }),
    reveal: (p: Player, launchId: string, roundId: string, tile: number) =>
      call('POST', API.studioMinesReveal, p.token, { launchId, roundId, tile }),
    cashOut: (p: Player, launchId: string, roundId: string) =>
      call('POST', API.studioMinesCashOut, p.token, { launchId, roundId }),
    /** The round's mine tiles, read on the server side (the member never sees them while playing). */
    mineTiles: async (roundId: string) => {
      const row = await db
        .selectFrom('studio_round')
        .select('state')
        .where('round_id', '=', roundId)
        .executeTakeFirstOrThrow();
      return (row.state as { mineTiles: number[] }).mineTiles;
    },
  };

  const rotate = (p: Player, launchId: string) => call('POST', API.studioRotateSeed, p.token, { launchId });

  /** The member's cash and the studio's clearing account, minor units. */
  const balances = async (memberId: number) => ({
    cash: (await balancesOf(db, merchantId, memberId)).cash,
    clearing: await sharedAccountBalance(db, merchantId, { kind: 'VENDOR_CLEARING', vendor: 'PGE' }),
  });

  /** The member's active pair, server side (its seed is what no answer may contain). */
  const activePair = async (memberId: number) =>
    db
      .selectFrom('studio_seed_pair')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce'])
      .where('member_id', '=', memberId)
      .where('rotated_at', 'is', null)
      .executeTakeFirstOrThrow();

  /** Counts of the rows money and rounds write: what a refused call must leave as they were. */
  const footprint = async () => {
    const { rows } = await sql<{ ledger: string; vendor: string; rounds: string; studio: string }>`
      select (select count(*) from ledger_transaction) as ledger, (select count(*) from vendor_transaction) as vendor,
        (select count(*) from vendor_round) as rounds, (select count(*) from studio_round) as studio
    `.execute(db);
    return rows[0];
  };

  return { ...kit, call, player, fund, launch, session, play, mines, rotate, balances, activePair, footprint };
}

/** Minor units of a two-digit decimal string ("12.34" -> 1234n). */
export const minor = (decimal: string) => {
  const [whole, fraction = ''] = decimal.split('.');
  return BigInt(whole as string) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
};
