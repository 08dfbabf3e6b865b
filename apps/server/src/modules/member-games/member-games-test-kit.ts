import { API } from '@platform/contracts/api-paths';
import { eventually } from '../../test/eventually';
import { addMerchantCopy } from '../../test/other-merchant';
import { freshIp, startAccountTestKit } from '../accounts/account-test-kit';

/** Tests only: the account kit with its member's and agent's tokens and a second brand beside its own. */
export type MemberGamesKit = Awaited<ReturnType<typeof startMemberGamesKit>>;

export const OTHER_HOST = 'other-games.test';
/** The other brand's one game reuses a node id of the kit's brand (1001), so only the merchant tells them apart. */
export const OTHER_GAME_NAME = 'Other Brand Dragon';

const FREE_PLAY = { os: 'Linux', platform: 'W', random: 'c2VjcmV0', version: 3 };

export async function startMemberGamesKit() {
  const kit = await startAccountTestKit();
  const memberToken = await kit.tokenOf('test_member', 'Member123');
  const agentToken = await kit.tokenOf('test_agent', 'Agent1234');
  const trial = await kit.call({ method: 'POST', url: API.freePlayLogin, body: FREE_PLAY, ip: freshIp() });
  if (trial.status !== 200) throw new Error(`free play: ${JSON.stringify(trial.body)}`);
  const trialToken = trial.body.value.token as string;
  const memberId = async (account: string) =>
    (await kit.db.selectFrom('member').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

  /** A call on the other brand's host. */
  const callOther = async (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) => {
    const headers: Record<string, string> = { host: OTHER_HOST, 'x-forwarded-for': '127.0.0.1' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await kit.app.inject({ method, url, headers });
    return { status: res.statusCode, headers: res.headers, text: res.body };
  };

  /**
   * A second brand with one hot game (node 1001), a member who launched it a great many times and
   * a huge win in it: none of which may show on the kit's brand. Waits until the app serves it.
   */
  const addOtherBrand = async () => {
    const db = kit.db;
    const id = await addMerchantCopy(db, 'OTHERGAMES', OTHER_HOST);
    await db.insertInto('catalogue_game_type').values({ merchant_id: id, game_type: 'RNG' }).execute();
    await db
      .insertInto('catalogue_vendor')
      .values({
        merchant_id: id,
        vassalage: 'PGE',
        display_name: 'Other Studio',
        icon_key: 'vendor-pge',
        color: '#123456',
      })
      .execute();
    await db
      .insertInto('catalogue_vendor_game_type')
      .values({ merchant_id: id, vassalage: 'PGE', game_type: 'RNG' })
      .execute();
    await db
      .insertInto('catalogue_game')
      .values({
        merchant_id: id,
        node_id: 1001,
        display_name: OTHER_GAME_NAME,
        game_name: OTHER_GAME_NAME,
        game_code: 'other_dragon',
        vassalage: 'PGE',
        game_type: 'RNG',
        icon_key: 'game-1001',
        is_hot: true,
        account_type_name: 'PGE',
      })
      .execute();
    const { id: otherMember } = await db
      .insertInto('member')
      .values({ merchant_id: id, account: 'other_member', type: 0, register_method: 'USERNAME' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('member_recent_game')
      .values({ merchant_id: id, member_id: otherMember, node_id: 1001, launch_count: 100_000 })
      .execute();
    await db
      .insertInto('member_favorite_game')
      .values({ merchant_id: id, member_id: otherMember, node_id: 1001 })
      .execute();
    await db
      .insertInto('game_win')
      .values({
        merchant_id: id,
        member_id: otherMember,
        customer_name: 'other_member',
        node_id: 1001,
        win_amount: 10n ** 12n,
      })
      .execute();
    await eventually(
      () => callOther('GET', API.popularGames),
      (res) => res.status === 200 && res.text.includes(OTHER_GAME_NAME),
    );
    return id;
  };

  return { ...kit, memberToken, agentToken, trialToken, memberId, callOther, addOtherBrand };
}
