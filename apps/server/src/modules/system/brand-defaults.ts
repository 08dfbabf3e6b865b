import type { Db } from '../../db/database';

/**
 * What every new brand starts with before its operator changes anything: the whitelabel module
 * tree and the registration fields. The demo brand and the tests' brands are made from it.
 */

/** The whitelabel module tree: groups with the spec's flags as leaves, parents before children. */
const MODULES: { modId: string; parent: string | null; enabled: boolean }[] = [
  { modId: 'REGISTER', parent: null, enabled: true },
  { modId: 'USERNAMEREG3', parent: 'REGISTER', enabled: true },
  { modId: 'MOBILENUMREG3', parent: 'REGISTER', enabled: false },
  { modId: 'MOBILENUMPASSREG3', parent: 'REGISTER', enabled: false },
  { modId: 'REGMOBVERF3', parent: 'REGISTER', enabled: false },
  { modId: 'LOGIN', parent: null, enabled: true },
  { modId: 'MOBILEVERCODELOGIN3', parent: 'LOGIN', enabled: false },
  { modId: 'FREEPLAY3', parent: 'LOGIN', enabled: true },
  { modId: 'PWDEXPFORCECHANGE3', parent: 'LOGIN', enabled: true },
  { modId: 'PASSWORD', parent: null, enabled: true },
  { modId: 'CHNGPASSVERIF3', parent: 'PASSWORD', enabled: false },
  { modId: 'AGENT', parent: null, enabled: true },
  { modId: 'AGENTPOLICY3', parent: 'AGENT', enabled: true },
];

const ANY = '*';
/** Registration fields (spec 3): enabled, required, pattern, pattern message id, lengths. */
const REGISTER_FIELDS: [string, boolean, boolean, string, number, number, number][] = [
  ['username', true, true, '^[A-Za-z][A-Za-z0-9]*$', 1, 6, 16],
  // Decision 0026: length only, 8 to 64 characters; the password rule adds the rest.
  ['password', true, true, ANY, 0, 8, 64],
  ['confirmPassword', true, true, ANY, 0, 8, 64],
  ['email', true, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 3, 5, 64],
  ['mobileNum', true, false, '^[0-9]+$', 6, 7, 15],
  ['captcha', true, true, '^[A-Za-z0-9]+$', 4, 4, 4],
  ['affiliateCode', true, false, '^[A-Za-z0-9]+$', 4, 4, 16],
  ['referralCode', true, false, '^[A-Za-z0-9]+$', 4, 4, 16],
  ['payeeName', false, false, '^[A-Za-z ]+$', 8, 2, 50],
  ['paymentPassword', false, false, '^[0-9]+$', 6, 6, 6],
  ['verificationCode', false, false, '^[0-9]+$', 6, 6, 6],
  ['qqNum', false, false, '^[0-9]+$', 6, 5, 12],
  ['line', false, false, ANY, 0, 2, 50],
  ['whatsapp', false, false, '^[0-9]+$', 6, 7, 15],
  ['facebook', false, false, ANY, 0, 2, 50],
  ['wechat', false, false, ANY, 0, 2, 50],
  ['telegram', false, false, ANY, 0, 2, 50],
  ['idNumber', false, false, '^[A-Za-z0-9]+$', 4, 6, 20],
  ['birthday', false, false, '^\\d{4}-\\d{2}-\\d{2}$', 11, 10, 10],
];

/** Gives a brand that has neither yet the default module tree and registration fields. */
export async function insertBrandDefaults(db: Db, merchantId: number): Promise<void> {
  // One row at a time, parents first: each row's parent must exist (foreign key).
  for (const [sort, m] of MODULES.entries()) {
    await db
      .insertInto('whitelabel_module')
      .values({ merchant_id: merchantId, mod_id: m.modId, parent_mod_id: m.parent, enabled: m.enabled, sort })
      .execute();
  }
  await db
    .insertInto('register_field_config')
    .values(
      REGISTER_FIELDS.map(([field, enabled, required, pattern, patternId, min, max], sort) => ({
        merchant_id: merchantId,
        field,
        enabled,
        required,
        accepted_pattern: pattern,
        pattern_id: patternId,
        min_length: min,
        max_length: max,
        sort,
      })),
    )
    .execute();
}
