import { randomUUID } from 'node:crypto';
import { API, apiPath } from '@platform/contracts/api-paths';
import { MAIN_WALLET } from '@platform/contracts/wallet';
import type autocannon from 'autocannon';
import type { Db } from '../../apps/server/src/db/database';
import { startFakeTransferVendor } from '../../apps/server/src/modules/vendor-transfer/transfer-vendor-fake';
import { asMember, type MixMember, vendorCall } from './lobby-mix';
import { GAME, vendorPaths } from './vendor-players';

/**
 * The money paths a member's visit does not take, for `npm run statements`: each path is the
 * requests one of its calls makes, built afresh per call (new ids, new signatures).
 */

/** A mix member with a real-money launch of the studio's dice game. */
export type MoneyMember = MixMember & { launchId: string };
type Call = { member: MoneyMember; visit: number };
export type MoneyStep = { name: string; request: (c: Call, secret: string) => autocannon.Request };
export type MoneyPath = { name: string; steps: MoneyStep[]; note?: string };

/** A sub-wallet in our ledger only: no integration row, so no vendor call (WalletVendorMode null). */
const LEDGER_VENDOR = 'BENCHLEDGER';
/** A transfer-mode vendor answered by a fake in this process, so its record is counted without the simulator. */
const TRANSFER_VENDOR = 'BENCHTRANSFER';
const TRANSFER_SECRET = 'bench-transfer-vendor-secret-0123456789abcdef';
/** The demo catalogue's dice game (seed/demo-catalogue.ts): the simplest instant engine's body. */
const DICE_NODE = 1006;

/**
 * The server's environment for these paths: a transfer's status check runs 1.5x the transfer
 * timeout after it, so at 60 s it falls after the run and no block counts another block's checks.
 */
export const MONEY_PATHS_SERVER_ENV = { VENDOR_TRANSFER_TIMEOUT_MS: '60000' };

/** Ids of this process's rounds: unique across runs on one database. */
const RUN_ID = `money${Date.now().toString(36)}`;

const post = (path: string, headers: Record<string, string>, body: object): autocannon.Request => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

function vendorRound(c: Call) {
  const { sessionId, playerId } = c.member;
  return { sessionId, playerId, roundId: `${RUN_ID}-r${c.visit}`, gameCode: GAME.code };
}

const transfer = (name: string, vendor: string, into: boolean): MoneyStep => ({
  name,
  request: (c) =>
    post(API.walletTransfer, asMember(c), {
      requestId: randomUUID(),
      from: into ? MAIN_WALLET : vendor,
      to: into ? vendor : MAIN_WALLET,
      amount: '1.00',
    }),
});

export const MONEY_PATHS: MoneyPath[] = [
  {
    name: 'vendor balance (live game session)',
    steps: [
      {
        name: 'vendor balance',
        request: (c, secret) =>
          vendorCall(vendorPaths.balance, { sessionId: c.member.sessionId, playerId: c.member.playerId }, secret),
      },
    ],
  },
  {
    name: 'vendor debit + vendor rollback',
    steps: [
      {
        name: 'vendor debit',
        request: (c, secret) =>
          vendorCall(
            vendorPaths.debit,
            { ...vendorRound(c), transactionId: `${RUN_ID}-d${c.visit}`, amount: '1.00' },
            secret,
          ),
      },
      {
        name: 'vendor rollback',
        request: (c, secret) =>
          vendorCall(
            vendorPaths.rollback,
            { ...vendorRound(c), transactionId: `${RUN_ID}-b${c.visit}`, rollbackOf: `${RUN_ID}-d${c.visit}` },
            secret,
          ),
      },
    ],
  },
  {
    name: 'transfer-wallet move, ledger-only sub-wallet (main to sub-wallet + back)',
    steps: [transfer('to sub-wallet', LEDGER_VENDOR, true), transfer('back to main', LEDGER_VENDOR, false)],
    note:
      "ours alone; a transfer-mode vendor (the demo seed's EVO, SABA) adds its own HTTP call per transfer and the " +
      'transfer record (vendor_transfer) on top: counted in the next block',
  },
  {
    name: 'transfer-wallet move, transfer-mode vendor (main to vendor + back)',
    steps: [transfer('to vendor', TRANSFER_VENDOR, true), transfer('back to main', TRANSFER_VENDOR, false)],
    note:
      'the vendor (its /transfer, and /balance before money comes back) is a fake in this process, not the ' +
      'simulator; each transfer also leaves a status-check job that runs later and is not counted',
  },
  {
    name: 'studio round (dice, real money)',
    steps: [
      {
        name: 'studio play',
        request: (c) =>
          post(apiPath(API.studioPlay, { engine: 'dice' }), asMember(c), {
            launchId: c.member.launchId,
            requestId: randomUUID(),
            stake: '1.00',
            direction: 'under',
            target: 4950,
          }),
      },
    ],
  },
];

/**
 * What the paths need on the demo brand: a ledger-only sub-wallet vendor, a transfer-mode vendor
 * (a fake HTTP server here), and a real-money launch of the dice game per member, made through
 * GET launchGame as the lobby makes it.
 */
export async function prepareMoneyPaths(
  db: Db,
  origin: string,
  members: MixMember[],
): Promise<{ members: MoneyMember[]; close: () => Promise<void> }> {
  const { id: merchantId } = await db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  const fake = await startFakeTransferVendor({ vendor: TRANSFER_VENDOR, secret: TRANSFER_SECRET });
  await db
    .insertInto('game_vendor_integration')
    .values({
      merchant_id: merchantId,
      vendor: TRANSFER_VENDOR,
      mode: 'TRANSFER',
      secret: TRANSFER_SECRET,
      api_url: fake.apiUrl,
    })
    .execute();
  await db
    .insertInto('wallet_vendor')
    .values([
      { merchant_id: merchantId, vendor: LEDGER_VENDOR, display_name: 'Bench ledger-only', sort: 90 },
      { merchant_id: merchantId, vendor: TRANSFER_VENDOR, display_name: 'Bench transfer', sort: 91 },
    ])
    .execute();
  const launched: MoneyMember[] = [];
  for (const member of members) {
    const res = await fetch(`${origin}${API.gameLaunch}?nodeId=${DICE_NODE}&language=en`, {
      headers: asMember({ member, visit: 0 }),
    });
    const answer = (await res.json()) as { success: boolean; value: { url: string } };
    if (!answer.success) throw new Error(`game launch answered ${res.status}: ${JSON.stringify(answer)}`);
    const launchId = new URL(answer.value.url, origin).searchParams.get('launch');
    if (!launchId) throw new Error(`no launch id in ${answer.value.url}`);
    launched.push({ ...member, launchId });
  }
  return { members: launched, close: () => fake.close() };
}
