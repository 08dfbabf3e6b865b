import { API } from '@platform/contracts/api-paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../../db/database';
import { eventually } from '../../test/eventually';
import { buildTestApp } from '../../test/test-app';
import { startVendorWalletKit, type VendorWalletKit } from '../vendor-wallet/vendor-wallet-test-kit';
import { ledgerOnlySubWallets, newAccount } from './wallet-test-support';

/**
 * Two server processes on one database, each keeping the wallets and game sessions it read in
 * memory (the second on a connection pool of its own, as another process would be): whatever
 * changes them through one is seen at once there and within a second on the other.
 */
let kit: VendorWalletKit;
let other: FastifyInstance;
const WITHIN_A_SECOND = 1_000;

beforeAll(async () => {
  kit = await startVendorWalletKit();
  await ledgerOnlySubWallets(kit.db, kit.merchantId);
  const ownPool = createDb(createPool(kit.database.url, 2));
  other = await buildTestApp({ ...kit.database, db: ownPool }, { CLIENT_IP_SOURCE: 'x-forwarded-for' });
  other.addHook('onClose', () => ownPool.destroy());
});

afterAll(async () => {
  await other?.close();
  await kit?.close();
});

async function walletOn(app: FastifyInstance, token: string) {
  const res = await app.inject({
    method: 'GET',
    url: API.walletBalance,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '127.0.0.1' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value as { balance: string; subWallets: { vendor: string; displayName: string }[] };
}

describe('balances across server processes', () => {
  it('shows money moved through one process there at once, and on the other within a second', async () => {
    const member = await newAccount(kit.db, kit.merchantId);
    await kit.fund(member.id, 100_00n);
    // Both processes have read (and now keep) the wallet.
    expect((await walletOn(kit.app, member.token)).balance).toBe('100.00');
    expect((await walletOn(other, member.token)).balance).toBe('100.00');

    await kit.fund(member.id, 50_00n);
    expect((await walletOn(kit.app, member.token)).balance).toBe('150.00');
    await eventually(
      () => walletOn(other, member.token),
      (wallet) => wallet.balance === '150.00',
      WITHIN_A_SECOND,
    );
  });

  it('shows a change to the brand’s sub-wallets on every process within a second', async () => {
    const member = await newAccount(kit.db, kit.merchantId);
    const named = (wallet: Awaited<ReturnType<typeof walletOn>>) =>
      wallet.subWallets.find((s) => s.vendor === 'EVO')?.displayName;
    expect(named(await walletOn(other, member.token))).toBe('Evo Live');
    const rename = (name: string) =>
      kit.db.updateTable('wallet_vendor').set({ display_name: name }).where('vendor', '=', 'EVO').execute();
    await rename('Evo Live Casino');
    try {
      for (const app of [kit.app, other]) {
        await eventually(
          () => walletOn(app, member.token),
          (wallet) => named(wallet) === 'Evo Live Casino',
          WITHIN_A_SECOND,
        );
      }
    } finally {
      await rename('Evo Live');
    }
  });

  it('ends a game session on every process within a second when the web session that launched it logs out', async () => {
    const member = await newAccount(kit.db, kit.merchantId);
    await kit.fund(member.id, 20_00n);
    const launched = await kit.call({ method: 'GET', url: `${API.gameLaunch}?nodeId=4001`, token: member.token });
    const launchToken = new URL(launched.body.value.url).searchParams.get('token');
    const auth = await kit.vendorCall('SPX', 'authenticate', { launchToken });
    const game = auth.body.value as { sessionId: string; playerId: string };
    // Both processes have found (and now keep) the game session.
    expect((await kit.vendorCall('SPX', 'balance', game)).body.value).toMatchObject({ balance: '20.00' });
    expect((await kit.vendorCall('SPX', 'balance', game, { on: other })).body.value).toMatchObject({
      balance: '20.00',
    });

    expect((await kit.call({ method: 'DELETE', url: API.logout, token: member.token })).status).toBe(200);
    expect((await kit.vendorCall('SPX', 'balance', game)).body.code).toBe('SESSION_EXPIRED');
    await eventually(
      () => kit.vendorCall('SPX', 'balance', game, { on: other }),
      (answer) => answer.body.code === 'SESSION_EXPIRED',
      WITHIN_A_SECOND,
    );
  });
});
