import { API, apiPath } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually';
import { addMerchantCopy } from '../../test/other-merchant';
import { nextId, startVendorWalletKit, type VendorWalletKit } from './vendor-wallet-test-kit';

let kit: VendorWalletKit;
let p: Awaited<ReturnType<VendorWalletKit['player']>>;

const OTHER_HOST = 'other-vendors.test';
const OTHER_SECRET = 'another-brand-secret-of-spinix-0123456789';

beforeAll(async () => {
  kit = await startVendorWalletKit();
  p = await kit.player(50_00n);
});

afterAll(async () => {
  await kit?.close();
});

const debitBody = () => ({
  sessionId: p.sessionId,
  playerId: p.playerId,
  transactionId: nextId('d'),
  roundId: nextId('r'),
  gameCode: 'spx_wild_safari',
  amount: '1',
});

describe('vendor callbacks: signatures', () => {
  it('refuses a call without a valid signature and changes nothing', async () => {
    const before = { ...(await kit.footprint()), ...(await kit.balances(p.memberId)) };
    const refusals = [
      // No signature, no timestamp, no vendor code.
      { headers: { 'x-vendor-signature': undefined } },
      { headers: { 'x-vendor-timestamp': undefined } },
      { headers: { 'x-vendor-code': undefined } },
      // Signed by someone without the secret.
      { secret: 'not-the-vendors-secret-at-all-0123456789' },
      // Another vendor's code on this vendor's path.
      { headers: { 'x-vendor-code': 'OCK' } },
      // Stale or from the future: more than 300 s off (the timestamp is whole seconds, so a
      // margin of a few seconds keeps this clear of the boundary on a slow machine).
      { clockOffsetMs: -305_000 },
      { clockOffsetMs: 305_000 },
      // A signature made for another call (path) or another body.
      { signPath: apiPath(API.vendorCredit, { vendor: 'SPX' }) },
      { signBody: JSON.stringify({ ...debitBody(), amount: '0.01' }) },
      // Upper-case hex is not what the scheme makes.
      { headers: { 'x-vendor-signature': 'A'.repeat(64) } },
    ];
    for (const opts of refusals) {
      const res = await kit.vendorCall('SPX', 'debit', debitBody(), opts);
      expect(res, JSON.stringify(opts)).toMatchObject({ status: 401, body: { code: 'SIGNATURE_INVALID' } });
    }
    expect({ ...(await kit.footprint()), ...(await kit.balances(p.memberId)) }).toEqual(before);
    // A clock a little off is fine.
    expect((await kit.vendorCall('SPX', 'debit', debitBody(), { clockOffsetMs: -200_000 })).status).toBe(200);
  });

  it('checks the signature before the body: a signed body must also be valid JSON of the call', async () => {
    expect((await kit.vendorCall('SPX', 'debit', '{"sessionId":')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: [{ field: 'body', rule: 'json' }] },
    });
    const { transactionId: _omit, ...rest } = debitBody();
    expect((await kit.vendorCall('SPX', 'debit', rest)).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: [{ field: 'body.transactionId', rule: 'required' }] },
    });
    expect((await kit.vendorCall('SPX', 'debit', { ...debitBody(), transactionId: 'has space' })).body.code).toBe(
      'VALIDATION_FAILED',
    );
    const huge = { ...debitBody(), gameCode: 'x'.repeat(20_000) };
    expect((await kit.vendorCall('SPX', 'debit', huge)).status).toBe(413);
  });

  it('knows only the brand’s enabled vendors, and a member’s token opens nothing', async () => {
    expect(await kit.vendorCall('NOPE', 'debit', debitBody())).toMatchObject({
      status: 404,
      body: { code: 'VENDOR_NOT_FOUND' },
    });
    await kit.db.updateTable('game_vendor_integration').set({ enabled: false }).where('vendor', '=', 'SPX').execute();
    await kit.vendorNowAnswers('SPX', 'VENDOR_NOT_FOUND');
    expect((await kit.vendorCall('SPX', 'debit', debitBody())).body.code).toBe('VENDOR_NOT_FOUND');
    await kit.db.updateTable('game_vendor_integration').set({ enabled: true }).where('vendor', '=', 'SPX').execute();
    await kit.vendorNowAnswers('SPX', 'UNAUTHORIZED');

    const memberToken = await kit.tokenOf('test_member', 'Member123');
    const res = await kit.vendorCall('SPX', 'debit', debitBody(), {
      token: memberToken,
      headers: { 'x-vendor-signature': undefined, 'x-vendor-timestamp': undefined, 'x-vendor-code': undefined },
    });
    expect(res).toMatchObject({ status: 401, body: { code: 'SIGNATURE_INVALID' } });
  });

  it('does not let a transfer-wallet vendor use the seamless wallet', async () => {
    const memberId = await kit.createMember();
    const token = await kit.launchToken(memberId, { vendor: 'EVO', nodeId: 2001, gameCode: 'evo_speed_baccarat' });
    const auth = await kit.vendorCall('EVO', 'authenticate', { launchToken: token });
    expect(auth.status).toBe(200);
    const ids = { sessionId: auth.body.value.sessionId, playerId: auth.body.value.playerId };
    expect(await kit.vendorCall('EVO', 'balance', ids)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await kit.vendorCall('EVO', 'debit', { ...debitBody(), ...ids })).body.code).toBe('FORBIDDEN');
  });

  it('keeps brands apart: another brand’s vendor secret and sessions do not reach this brand’s members', async () => {
    const other = await addMerchantCopy(kit.db, 'OTHERVENDORS', OTHER_HOST);
    await kit.db
      .insertInto('game_vendor_integration')
      .values({
        merchant_id: other,
        vendor: 'SPX',
        mode: 'SEAMLESS',
        secret: OTHER_SECRET,
        launch_url: null,
        api_url: null,
      })
      .execute();
    await eventually(
      () => kit.app.inject({ method: 'GET', url: API.systemStatus, headers: { host: OTHER_HOST } }),
      (res) => res.statusCode === 200,
    );
    await kit.vendorNowAnswers('SPX', 'UNAUTHORIZED', { host: OTHER_HOST, secret: OTHER_SECRET });
    const before = { ...(await kit.footprint()), ...(await kit.balances(p.memberId)) };
    // The kit brand's secret is not the other brand's.
    expect((await kit.vendorCall('SPX', 'debit', debitBody(), { host: OTHER_HOST })).body.code).toBe(
      'SIGNATURE_INVALID',
    );
    // The other brand's vendor, correctly signed, names a member's session of the kit's brand: unknown there.
    const crossed = await kit.vendorCall('SPX', 'debit', debitBody(), { host: OTHER_HOST, secret: OTHER_SECRET });
    expect(crossed).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    const credit = { ...debitBody(), amount: '1000', roundEnded: true };
    expect((await kit.vendorCall('SPX', 'credit', credit, { host: OTHER_HOST, secret: OTHER_SECRET })).body.code).toBe(
      'UNAUTHORIZED',
    );
    expect({ ...(await kit.footprint()), ...(await kit.balances(p.memberId)) }).toEqual(before);
  });
});

describe('vendor callbacks: the vendor’s own games', () => {
  it('refuses a debit for another vendor’s game or an unknown game code, and moves no money', async () => {
    const before = { ...(await kit.footprint()), ...(await kit.balances(p.memberId)) };
    const refused = { field: 'body.gameCode', rule: 'vendor_game' };
    const transactionId = nextId('d');
    for (const gameCode of ['evo_speed_baccarat', 'pge_dice', 'no_such_game']) {
      const res = await kit.vendorCall('SPX', 'debit', { ...debitBody(), transactionId, gameCode });
      expect(res, gameCode).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', value: { errors: [refused] } },
      });
    }
    expect({ ...(await kit.footprint()), ...(await kit.balances(p.memberId)) }).toEqual(before);
    // A refusal is not recorded: the same transaction id still bets on one of the vendor's games.
    expect((await kit.vendorCall('SPX', 'debit', { ...debitBody(), transactionId })).status).toBe(200);
  });

  it('refuses a NUL character in a signed body as malformed, naming the field', async () => {
    const res = await kit.vendorCall('SPX', 'debit', { ...debitBody(), gameCode: 'spx\u0000wild' });
    expect(res).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.gameCode', rule: 'nul' }] } },
    });
  });
});

describe('vendor callbacks: site status', () => {
  it('answers from a blocked region: the vendor is no visitor', async () => {
    const res = await kit.vendorCall('SPX', 'debit', debitBody(), { headers: { 'x-forwarded-for': '8.8.8.8' } });
    expect(res.status).toBe(200);
    const visitor = await kit.app.inject({
      method: 'GET',
      url: API.systemStatus,
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    expect(visitor.json().value.status).not.toBe(0);
  });

  it('settles rounds during maintenance', async () => {
    const roundId = nextId('r');
    await p.debit(nextId('d'), roundId, '2');
    await kit.db.updateTable('merchant').set({ maintenance: true }).where('id', '=', kit.merchantId).execute();
    try {
      await eventually(
        () => kit.call({ method: 'GET', url: API.systemStatus }),
        (res) => res.body.value.status === 1,
      );
      expect((await p.credit(nextId('c'), roundId, '5', true)).status).toBe(200);
      expect((await p.call('balance')).status).toBe(200);
      expect((await kit.call({ method: 'GET', url: `${API.gameLaunch}?nodeId=4001` })).body.code).toBe('MAINTENANCE');
    } finally {
      await kit.db.updateTable('merchant').set({ maintenance: false }).where('id', '=', kit.merchantId).execute();
      await eventually(
        () => kit.call({ method: 'GET', url: API.systemStatus }),
        (res) => res.body.value.status === 0,
      );
    }
  });
});
