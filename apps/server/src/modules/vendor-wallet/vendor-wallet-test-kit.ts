import { randomBytes } from 'node:crypto';
import { API, apiPath } from '@platform/contracts/api-paths';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { TEST_VENDOR_SIM } from '../../test/account-test-brand';
import { eventually } from '../../test/eventually';
import { startAccountTestKit } from '../accounts/account-test-kit';
import { balancesOf, postTransaction, sharedAccountBalance } from '../ledger/ledger-service';
import { vendorLaunchUrl } from './vendor-launch';
import { signedVendorHeaders } from './vendor-signature';

/** Tests only: the account kit, with a vendor's signed calls and funded members. */
export type VendorWalletKit = Awaited<ReturnType<typeof startVendorWalletKit>>;

/** The secret every vendor of the account test brand signs with. */
export const VENDOR_SECRET = TEST_VENDOR_SIM.secret;

export const VENDOR_PATHS = {
  authenticate: API.vendorAuthenticate,
  balance: API.vendorBalance,
  debit: API.vendorDebit,
  credit: API.vendorCredit,
  rollback: API.vendorRollback,
} as const;
export type VendorCallName = keyof typeof VENDOR_PATHS;

export type SignOptions = {
  secret?: string;
  /** How far off (ms) the signer's clock is; applied when the call is sent, not when it is described. */
  clockOffsetMs?: number;
  /** Sign this path instead of the one called. */
  signPath?: string;
  /** Sign these bytes instead of the body sent. */
  signBody?: string;
  /** Headers to drop or replace after signing. */
  headers?: Record<string, string | undefined>;
  host?: string;
  token?: string;
  /** Another server process on the kit's database to call instead of the kit's own. */
  on?: FastifyInstance;
};

let sequence = 0;
/** A fresh vendor-side id. */
export const nextId = (prefix: string) => `${prefix}-${++sequence}-${randomBytes(3).toString('hex')}`;

type ProbeAnswer = 'VENDOR_NOT_FOUND' | 'FORBIDDEN' | 'UNAUTHORIZED';

/**
 * Waits until the app answers a vendor's calls as its integration now stands, after a test
 * changed it in the database: processes keep integrations in memory and hear of a change moments
 * later (vendor-integration-cache.ts). Probed with a balance call naming no session, which moves
 * nothing: VENDOR_NOT_FOUND (unknown or disabled), FORBIDDEN (transfer mode), UNAUTHORIZED (a
 * seamless vendor whose signature, made with `opts.secret`, now checks out).
 */
export function vendorAnswers(
  app: FastifyInstance,
  vendor: string,
  code: ProbeAnswer,
  opts: { secret?: string; host?: string } = {},
) {
  const path = apiPath(VENDOR_PATHS.balance, { vendor });
  const raw = JSON.stringify({ sessionId: 'no-such-session-0000', playerId: 'no-such-player-00000' });
  return eventually(
    async () => {
      const headers = {
        'content-type': 'application/json',
        ...signedVendorHeaders(vendor, opts.secret ?? VENDOR_SECRET, path, raw, Date.now()),
        ...(opts.host && { host: opts.host }),
      };
      return (await app.inject({ method: 'POST', url: path, headers, payload: raw })).json().code as string;
    },
    (answer) => answer === code,
  );
}

export async function startVendorWalletKit(overrides: Record<string, string> = {}) {
  const kit = await startAccountTestKit(overrides);
  const { db, app, merchantId } = kit;

  /** A vendor's signed POST, exactly as a vendor's server sends it. */
  const vendorCall = async (vendor: string, name: VendorCallName, body: unknown, opts: SignOptions = {}) => {
    const path = apiPath(VENDOR_PATHS[name], { vendor });
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const signed = signedVendorHeaders(
      vendor,
      opts.secret ?? VENDOR_SECRET,
      opts.signPath ?? path,
      opts.signBody ?? raw,
      Date.now() + (opts.clockOffsetMs ?? 0),
    );
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' };
    for (const [k, v] of Object.entries({ ...signed, ...opts.headers })) if (v !== undefined) headers[k] = v;
    if (opts.host) headers.host = opts.host;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await (opts.on ?? app).inject({ method: 'POST', url: path, headers, payload: raw });
    return { status: res.statusCode, body: res.json() };
  };

  const createMember = async (account = `vw${randomBytes(5).toString('hex')}`) => {
    const row = await db
      .insertInto('member')
      .values({ merchant_id: merchantId, account, type: 0, register_method: 'TEST' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  /** Puts `minor` on the member's cash, as a deposit would. */
  const fund = async (memberId: number, minor: bigint) => {
    await postTransaction(db, {
      merchantId,
      kind: 'DEPOSIT',
      idempotency: { source: 'test-deposit', key: nextId('dep') },
      postings: [
        { account: { kind: 'MEMBER_CASH', memberId }, amount: minor },
        { account: { kind: 'PAYMENT_CLEARING' }, amount: -minor },
      ],
    });
  };

  /** A launch token of the member's game at a vendor, as /wps/game/launchGame hands it out. */
  const launchToken = async (
    memberId: number,
    o: {
      vendor?: string;
      nodeId?: number;
      gameCode?: string;
      trial?: boolean;
      language?: 'ar' | 'en';
      memberSessionId?: string;
    } = {},
  ) => {
    const url = await vendorLaunchUrl(
      db,
      {
        merchantId,
        vendor: o.vendor ?? 'SPX',
        memberId,
        nodeId: o.nodeId ?? 4001,
        gameCode: o.gameCode ?? 'spx_wild_safari',
        language: o.language ?? 'en',
        trial: o.trial ?? false,
        memberSessionId: o.memberSessionId ?? null,
      },
      'localhost',
    );
    if (!url) throw new Error('vendor has no launch page');
    return new URL(url).searchParams.get('token') as string;
  };

  /**
   * A member with `minor` on the cash and an authenticated wallet session at `vendor`, playing
   * `game` (node id and game code of the vendor's catalogue; Spinix's Wild Safari by default).
   */
  const player = async (
    minor = 0n,
    o: { vendor?: string; trial?: boolean; game?: { nodeId: number; gameCode: string } } = {},
  ) => {
    const vendor = o.vendor ?? 'SPX';
    const { nodeId, gameCode } = o.game ?? { nodeId: 4001, gameCode: 'spx_wild_safari' };
    const memberId = await createMember();
    if (minor > 0n) await fund(memberId, minor);
    const launchTokenValue = await launchToken(memberId, { vendor, nodeId, gameCode, trial: o.trial ?? false });
    const auth = await vendorCall(vendor, 'authenticate', { launchToken: launchTokenValue });
    if (auth.status !== 200) throw new Error(`authenticate: ${JSON.stringify(auth.body)}`);
    const { sessionId, playerId } = auth.body.value as { sessionId: string; playerId: string };
    const ids = { sessionId, playerId };
    const call = (name: VendorCallName, body: Record<string, unknown> = {}, opts: SignOptions = {}) =>
      vendorCall(vendor, name, { ...ids, ...body }, opts);
    return {
      memberId,
      vendor,
      ...ids,
      call,
      /** A bet of `amount` (decimal string) in `roundId`. */
      debit: (transactionId: string, roundId: string, amount: string, extra: Record<string, unknown> = {}) =>
        call('debit', { transactionId, roundId, gameCode, amount, ...extra }),
      credit: (transactionId: string, roundId: string, amount: string, roundEnded: boolean) =>
        call('credit', { transactionId, roundId, gameCode, amount, roundEnded }),
      rollback: (transactionId: string, rollbackOf: string, roundId: string) =>
        call('rollback', { transactionId, rollbackOf, roundId, gameCode }),
      /** Ages the session past its idle time (the test's stand-in for 30 quiet minutes). */
      expireSession: async () => {
        await sql`update vendor_session set last_seen_at = now() - interval '1 day' where player_id = ${playerId}`.execute(
          db,
        );
        await kit.heard();
      },
    };
  };

  /** The member's cash and the vendor's clearing balance, minor units. */
  const balances = async (memberId: number, vendor = 'SPX') => ({
    cash: (await balancesOf(db, merchantId, memberId)).cash,
    clearing: await sharedAccountBalance(db, merchantId, { kind: 'VENDOR_CLEARING', vendor }),
  });

  const round = (memberId: number, roundId: string) =>
    db
      .selectFrom('vendor_round')
      .select(['status', 'total_bet', 'total_win', 'credited', 'node_id', 'closed_at'])
      .where('member_id', '=', memberId)
      .where('round_id', '=', roundId)
      .executeTakeFirst();

  /** Rows that any money call writes: what a refused call must leave as it was. */
  const footprint = async () => {
    const { rows } = await sql<{ t: string; p: string; v: string; r: string; s: string }>`
      select (select count(*) from ledger_transaction) as t, (select count(*) from ledger_posting) as p,
        (select count(*) from vendor_transaction) as v, (select count(*) from vendor_round) as r,
        (select count(*) from vendor_session) as s
    `.execute(db);
    return rows[0];
  };

  const vendorNowAnswers = (vendor: string, code: ProbeAnswer, opts: Pick<SignOptions, 'secret' | 'host'> = {}) =>
    vendorAnswers(app, vendor, code, opts);

  return {
    ...kit,
    vendorCall,
    vendorNowAnswers,
    createMember,
    fund,
    launchToken,
    player,
    balances,
    round,
    footprint,
  };
}
