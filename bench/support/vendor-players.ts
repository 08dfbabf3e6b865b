import { createHmac } from 'node:crypto';
import { API, apiPath } from '@platform/contracts/api-paths';
import { signedPayload, VENDOR_HEADERS } from '@platform/contracts/vendor-wallet';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database';
import { postTransaction } from '../../apps/server/src/modules/ledger/ledger-service';
import { vendorLaunchUrl } from '../../apps/server/src/modules/vendor-wallet/vendor-launch';

/** A demo catalogue vendor and game: its rounds go through every step a real one does (winner board included). */
export const VENDOR = 'SPX';
export const GAME = { nodeId: 4001, code: 'spx_wild_safari' };
const FUNDS_MINOR = 10_000_00n;

/** A member as the benches play them: the wallet session a vendor holds for them. */
export type VendorPlayer = { memberId: number; sessionId: string; playerId: string };

export const vendorPaths = {
  authenticate: apiPath(API.vendorAuthenticate, { vendor: VENDOR }),
  balance: apiPath(API.vendorBalance, { vendor: VENDOR }),
  debit: apiPath(API.vendorDebit, { vendor: VENDOR }),
  credit: apiPath(API.vendorCredit, { vendor: VENDOR }),
  rollback: apiPath(API.vendorRollback, { vendor: VENDOR }),
};

/** The vendor's side of the signing scheme (docs/vendor-wallet-protocol.md), written from the protocol text. */
export function signed(secret: string, pathname: string, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret)
    .update(signedPayload(timestamp, pathname, body))
    .digest('hex');
  return {
    'content-type': 'application/json',
    [VENDOR_HEADERS.vendor]: VENDOR,
    [VENDOR_HEADERS.timestamp]: timestamp,
    [VENDOR_HEADERS.signature]: signature,
  };
}

/** The demo brand's id, and its SPX integration given a secret only this run knows. */
export async function demoBrandWithVendorSecret(db: Db, secret: string): Promise<number> {
  const { id: merchantId } = await db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  // The demo seed registered the vendor; the bench gives it a secret of its own.
  const registered = await db
    .updateTable('game_vendor_integration')
    .set({ secret, mode: 'SEAMLESS', enabled: true, launch_url: 'http://127.0.0.1:9/play' })
    .where('merchant_id', '=', merchantId)
    .where('vendor', '=', VENDOR)
    .executeTakeFirst();
  if (registered.numUpdatedRows !== 1n) throw new Error(`no ${VENDOR} integration in the demo seed`);
  return merchantId;
}

/**
 * `count` members of the demo brand named `<prefix><n>`, with cash, and a wallet session each: a
 * launch token made by the launch code itself (what launchGame hands the game popup), exchanged
 * over HTTP at `origin` by the signed authenticate call, as a vendor does.
 */
export async function prepareVendorPlayers(
  db: Db,
  origin: string,
  secret: string,
  opts: { count: number; prefix: string },
): Promise<VendorPlayer[]> {
  const merchantId = await demoBrandWithVendorSecret(db, secret);
  const { rows: members } = await sql<{ id: number }>`
    insert into member (merchant_id, account, type, register_method)
    select ${merchantId}, ${opts.prefix} || g, 0, 'TEST' from generate_series(1, ${opts.count}) g
    returning id
  `.execute(db);
  const players: VendorPlayer[] = [];
  for (const { id: memberId } of members) {
    await postTransaction(db, {
      merchantId,
      kind: 'DEPOSIT',
      idempotency: { source: 'bench-deposit', key: `member-${memberId}` },
      postings: [
        { account: { kind: 'MEMBER_CASH', memberId }, amount: FUNDS_MINOR },
        { account: { kind: 'PAYMENT_CLEARING' }, amount: -FUNDS_MINOR },
      ],
    });
    const launch = await vendorLaunchUrl(
      db,
      {
        merchantId,
        vendor: VENDOR,
        memberId,
        nodeId: GAME.nodeId,
        gameCode: GAME.code,
        language: 'en',
        trial: false,
        // The bench's members play without a web session of ours.
        memberSessionId: null,
      },
      'localhost',
    );
    const launchToken = new URL(launch as string).searchParams.get('token');
    const body = JSON.stringify({ launchToken });
    const res = await fetch(`${origin}${vendorPaths.authenticate}`, {
      method: 'POST',
      headers: signed(secret, vendorPaths.authenticate, body),
      body,
    });
    const answer = (await res.json()) as { success: boolean; value: { sessionId: string; playerId: string } };
    if (!answer.success) throw new Error(`authenticate answered ${res.status}: ${JSON.stringify(answer)}`);
    players.push({ memberId, sessionId: answer.value.sessionId, playerId: answer.value.playerId });
  }
  return players;
}
