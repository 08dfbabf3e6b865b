import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/test-brand';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';
import { searchHits } from '../accounts/member-admin-service';

/**
 * The back office's player search, each kind of term on its own: what staff find, and that each
 * kind is an index lookup among many members of the brand, not a read of them all.
 */
let kit: AccountTestKit;
let support: string;
let alpha: number;
const CROWD = 20_000;

async function addMember(
  merchantId: number,
  account: string,
  fields: { mobile?: string; email?: string; registerIp?: string; loginIp?: string },
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into member (merchant_id, account, type, register_method, mobile, mobile_dialing_code, email, register_ip)
    values (${merchantId}, ${account}, 0, 'TEST', ${fields.mobile ?? null}, ${fields.mobile ? '+971' : null},
      ${fields.email ?? null}, ${fields.registerIp ?? null})
    returning id
  `.execute(kit.db);
  const id = (rows[0] as { id: number }).id;
  if (fields.loginIp)
    await sql`insert into member_known_ip (member_id, ip) values (${id}, ${fields.loginIp})`.execute(kit.db);
  return id;
}

beforeAll(async () => {
  kit = await startAccountTestKit();
  support = await kit.staffToken('support');
  alpha = await addMember(kit.merchantId, 'srch_alpha', {
    mobile: '+971509876543',
    email: 'Alpha.Search@example.test',
    registerIp: '10.9.8.7',
    loginIp: '10.9.8.7',
  });
  await addMember(kit.merchantId, 'srch_beta', { mobile: '+971501112233', loginIp: '10.9.8.7' });
  // Another brand's member with the same details is never found from this brand.
  const other = await createTestBrand(kit.db, { code: 'SRCB', domains: ['srcb.brand.test'] });
  await addMember(other.id, 'srch_gamma', {
    mobile: '+971509876543',
    email: 'alpha.search@example.test',
    registerIp: '10.9.8.7',
    loginIp: '10.9.8.7',
  });
  // A crowd of members of the brand, so that reading them all would show in the plans below.
  await sql`
    insert into member (merchant_id, account, type, register_method, mobile, mobile_dialing_code, email, register_ip)
    select ${kit.merchantId}, 'crowd_' || i, 0, 'TEST', '+9715' || lpad(i::text, 8, '0'), '+971',
      'crowd' || i || '@example.test', '10.1.' || (i / 256 % 256) || '.' || (i % 256)
    from generate_series(1, ${CROWD}) i
  `.execute(kit.db);
  await sql`
    insert into member_known_ip (member_id, ip)
    select id, register_ip from member where merchant_id = ${kit.merchantId} and account like 'crowd\_%'
  `.execute(kit.db);
  await sql`analyze member, member_known_ip`.execute(kit.db);
}, 120_000);
afterAll(() => kit.close());

const search = async (q: string, page = '') => {
  const res = await kit.call({
    method: 'GET',
    url: `${ADMIN_API.players}?q=${encodeURIComponent(q)}${page}`,
    token: support,
  });
  expect(res.body.code).toBe('OK');
  const value = res.body.value as { list: { account: string }[]; totalCount: number };
  return { accounts: value.list.map((p) => p.account), total: value.totalCount };
};

describe('player search, each kind of term', () => {
  it('finds by the start of an account name, in any case, and pages through the matches', async () => {
    expect(await search('SRCH_')).toEqual({ accounts: ['srch_alpha', 'srch_beta'], total: 2 });
    expect(await search('srch_', '&pageSize=1&pageNo=2')).toEqual({ accounts: ['srch_beta'], total: 2 });
  });

  it('finds by e-mail, in any case', async () => {
    expect(await search('alpha.search@EXAMPLE.test')).toEqual({ accounts: ['srch_alpha'], total: 1 });
  });

  it('finds by the end of a mobile number, as staff type it', async () => {
    expect(await search('98 76 543')).toEqual({ accounts: ['srch_alpha'], total: 1 });
    expect(await search('+971 50 111 2233')).toEqual({ accounts: ['srch_beta'], total: 1 });
  });

  it('finds by member id', async () => {
    expect(await search(String(alpha))).toEqual({ accounts: ['srch_alpha'], total: 1 });
  });

  it('finds by an address registered or logged in from, each member once', async () => {
    // srch_alpha registered and logged in from it; srch_beta logged in from it.
    expect(await search('10.9.8.7')).toEqual({ accounts: ['srch_alpha', 'srch_beta'], total: 2 });
  });

  it('reads only the members each kind of term matches, through its index', async () => {
    const terms = ['crowd_1234', 'crowd77@example.test', '00012345', String(alpha), '10.1.3.4', '10.9.8.7'];
    for (const term of terms) {
      const [row] = (
        await sql<{ 'QUERY PLAN': { Plan: PlanNode }[] }>`
          explain (analyze, format json) select count(*) from (${searchHits(kit.merchantId, term)}) h
        `.execute(kit.db)
      ).rows;
      const scans = nodesOf(row?.['QUERY PLAN'][0]?.Plan as PlanNode).filter((n) => n['Relation Name']);
      expect(
        scans.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']),
        term,
      ).toEqual([]);
      const rowsRead = scans.reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0);
      expect(rowsRead, term).toBeLessThan(50);
    }
  });
});

type PlanNode = {
  'Relation Name'?: string;
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};
const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
