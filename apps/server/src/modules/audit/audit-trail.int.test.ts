import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';
import { type AuditActor, recordAudit, verifyAuditChain } from './audit-service';

let kit: AccountTestKit;
let actor: AuditActor;
beforeAll(async () => {
  kit = await startAccountTestKit();
  const staff = await kit.staff('admin');
  actor = { staffId: staff.id, account: staff.account, role: 'admin', ip: '198.51.100.4' };
});
afterAll(() => kit.close());

const record = (action: string, target: string, after: unknown) =>
  kit.db
    .transaction()
    .execute((trx) => recordAudit(trx, actor, { merchantId: kit.merchantId, action, target, before: null, after }));

/** Changes one entry by hand, as someone with the database's keys could: the trigger off, then on. */
async function alterByHand(statement: ReturnType<typeof sql>) {
  await sql`alter table audit_entry disable trigger audit_entry_append_only`.execute(kit.db);
  try {
    await statement.execute(kit.db);
  } finally {
    await sql`alter table audit_entry enable trigger audit_entry_append_only`.execute(kit.db);
  }
}

describe('the audit trail', () => {
  it('chains every entry to the one before it, even when many are written at once', async () => {
    await Promise.all(Array.from({ length: 25 }, (_, i) => record('test.concurrent', `thing:${i}`, { n: i })));
    const result = await verifyAuditChain(kit.db);
    expect(result).toMatchObject({ intact: true, firstBrokenId: null });
    expect(result.entries).toBeGreaterThanOrEqual(25);
  });

  it('is refused any update, delete or truncate by the database itself', async () => {
    await record('test.guarded', 'thing:guarded', { value: 1 });
    for (const statement of [
      sql`update audit_entry set action = 'rewritten'`,
      sql`delete from audit_entry`,
      sql`truncate audit_entry`,
    ]) {
      await expect(statement.execute(kit.db)).rejects.toThrow(/append-only/);
    }
    expect((await verifyAuditChain(kit.db)).intact).toBe(true);
  });

  it('names the first entry altered by hand, and the first entry after one removed', async () => {
    await record('test.before-tamper', 'thing:a', { amount: '10.00' });
    const { id } = await kit.db
      .selectFrom('audit_entry')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await record('test.after-tamper', 'thing:b', { amount: '20.00' });

    await alterByHand(sql`update audit_entry set after = '{"amount":"99.00"}' where id = ${id}`);
    expect(await verifyAuditChain(kit.db)).toMatchObject({
      intact: false,
      firstBrokenId: id,
      brokenBy: 'CONTENT',
      reason: 'its content does not match its hash',
    });

    // Put back as it was, the chain holds again; removed, the next entry's link breaks.
    await alterByHand(sql`update audit_entry set after = '{"amount":"10.00"}' where id = ${id}`);
    expect((await verifyAuditChain(kit.db)).intact).toBe(true);
    await alterByHand(sql`delete from audit_entry where id = ${id}`);
    const broken = await verifyAuditChain(kit.db);
    expect(broken.intact).toBe(false);
    expect(Number(broken.firstBrokenId)).toBeGreaterThan(Number(id));
    expect(broken).toMatchObject({ brokenBy: 'LINK', reason: 'its link to the entry before does not match' });

    // `npm run audit:verify` says the same and fails.
    const run = promisify(execFile)('node', ['--import', 'tsx', 'apps/server/src/cli/audit-verify.ts'], {
      env: { ...process.env, DATABASE_URL: kit.database.url },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`BROKEN at entry ${broken.firstBrokenId}`),
    });
  });
});

describe('the audit pages', () => {
  it("lists a brand's entries newest first, filtered, and verifies the chain, for staff who may read it", async () => {
    const admin = await kit.staffToken('admin');
    await record('test.listed', 'thing:listed', { listed: true });
    const page = await kit.call({ method: 'GET', url: `${ADMIN_API.auditEntries}?action=test.listed`, token: admin });
    expect(page.status).toBe(200);
    expect(page.body.value.list).toEqual([
      expect.objectContaining({
        action: 'test.listed',
        target: 'thing:listed',
        staffAccount: actor.account,
        role: 'admin',
        after: { listed: true },
        ip: '198.51.100.4',
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    const verify = await kit.call({ method: 'POST', url: ADMIN_API.auditVerify, token: admin });
    expect(verify.body.value).toMatchObject({ entries: expect.any(Number) });
    expect(
      (await kit.call({ method: 'GET', url: ADMIN_API.auditEntries, token: await kit.staffToken('finance') })).body
        .code,
    ).toBe('FORBIDDEN');
  });
});
