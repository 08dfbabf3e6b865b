import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import {
  type Brand,
  type BrandCreate,
  type BrandCreated,
  type BrandSettings,
  isIanaTimeZone,
} from '@platform/contracts/brands';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import { copyCatalogueSelection } from '../catalogue/catalogue-admin-service';
import { oneTimePassword } from '../staff/staff-admin-service';
import { createStaffAccount } from '../staff/staff-service';
import { insertBrandDefaults } from './brand-defaults';
import {
  domainsOfOthers,
  insertMerchant,
  listBrandRows,
  merchantIdByCode,
  replaceDomains,
  updateMerchant,
} from './brand-repository';

/**
 * The platform owner's brands. A brand opens with its domains, the default module tree and
 * registration fields, a copy of a catalogue selection, and its first admin; its staff belong to
 * it alone (the staff guard refuses them any other brand's host).
 */

type FieldError = { field: string; rule: string };

function refuse(errors: FieldError[]): never {
  throw new ApiError('VALIDATION_FAILED', { errors });
}

/** What the schema cannot check alone: the time zone, the default language, repeated or taken domains. */
async function settingsErrors(db: Db, settings: BrandSettings, merchantId: number | null): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (!isIanaTimeZone(settings.timeZone)) errors.push({ field: 'body.timeZone', rule: 'time_zone' });
  if (!settings.languages.includes(settings.defaultLanguage)) {
    errors.push({ field: 'body.defaultLanguage', rule: 'one_of_languages' });
  }
  const domains = [settings.mainDomain, ...settings.otherDomains];
  domains.forEach((domain, index) => {
    if (domains.indexOf(domain) !== index) {
      errors.push({ field: index === 0 ? 'body.mainDomain' : `body.otherDomains.${index - 1}`, rule: 'repeated' });
    }
  });
  const taken = await domainsOfOthers(db, domains, merchantId);
  domains.forEach((domain, index) => {
    if (taken.has(domain)) {
      errors.push({ field: index === 0 ? 'body.mainDomain' : `body.otherDomains.${index - 1}`, rule: 'taken' });
    }
  });
  return errors;
}

export function listBrands(db: Db): Promise<Brand[]> {
  return listBrandRows(db);
}

async function brandById(db: Db, id: number): Promise<Brand> {
  const [brand] = await listBrandRows(db, id);
  if (!brand) throw new ApiError('MERCHANT_NOT_FOUND');
  return brand;
}

const generateRsaKeyPair = promisify(generateKeyPair);

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === constraint;
}

export async function createBrand(
  db: Db,
  actor: AuditActor,
  input: BrandCreate,
  defaultMerchantCode: string,
): Promise<BrandCreated> {
  const errors = await settingsErrors(db, input, null);
  if (await merchantIdByCode(db, input.code)) errors.push({ field: 'body.code', rule: 'taken' });
  const catalogueFrom = input.catalogueFrom ?? (await merchantIdByCode(db, defaultMerchantCode));
  if (input.catalogueFrom !== null && !(await listBrandRows(db, input.catalogueFrom)).length) {
    errors.push({ field: 'body.catalogueFrom', rule: 'unknown' });
  }
  if (errors.length > 0) refuse(errors);

  const keys = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const password = oneTimePassword();
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertMerchant(trx, input.code, input, keys);
      await replaceDomains(trx, id, input.mainDomain, input.otherDomains);
      await insertBrandDefaults(trx, id);
      if (catalogueFrom !== undefined) await copyCatalogueSelection(trx, catalogueFrom, id);
      await createStaffAccount(trx, {
        merchantId: id,
        account: input.admin.account,
        displayName: input.admin.displayName,
        role: 'admin',
        password,
        passwordMustChange: true,
      });
      const brand = await brandById(trx, id);
      await recordAudit(trx, actor, {
        merchantId: id,
        action: 'brand.create',
        target: `merchant:${id}`,
        after: { ...brand, admin: input.admin.account, catalogueFrom },
      });
      return { brand, admin: { account: input.admin.account, oneTimePassword: password } };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'staff_account_account')) refuse([{ field: 'body.admin.account', rule: 'taken' }]);
    if (isUniqueViolation(error, 'merchant_code_key')) refuse([{ field: 'body.code', rule: 'taken' }]);
    if (isUniqueViolation(error, 'merchant_domain_pkey')) refuse([{ field: 'body.mainDomain', rule: 'taken' }]);
    throw error;
  }
}

export async function updateBrand(db: Db, actor: AuditActor, id: number, settings: BrandSettings): Promise<Brand> {
  const before = await brandById(db, id);
  const errors = await settingsErrors(db, settings, id);
  if (errors.length > 0) refuse(errors);
  try {
    return await db.transaction().execute(async (trx) => {
      await updateMerchant(trx, id, settings);
      await replaceDomains(trx, id, settings.mainDomain, settings.otherDomains);
      const after = await brandById(trx, id);
      await recordAudit(trx, actor, {
        merchantId: id,
        action: 'brand.update',
        target: `merchant:${id}`,
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'merchant_domain_pkey')) refuse([{ field: 'body.mainDomain', rule: 'taken' }]);
    throw error;
  }
}
