import type {
  ConfigRegisterField,
  RegionRestriction,
  SiteConfig,
  SiteMaintenance,
} from '@platform/contracts/site-config';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import { networkProblem } from '../region/network-check';
import {
  readMaintenance,
  readModules,
  readRegion,
  readRegisterFields,
  writeMaintenance,
  writeModule,
  writeRegion,
  writeRegisterField,
} from './site-config-repository';

/**
 * The console's configuration of one brand (the request's). Each change is written with its audit
 * entry in one transaction, and reaches every server process through the configuration cache's
 * notification; the lobby reads it from there (maintenance page, registration form, flags, region).
 */

export async function siteConfig(db: Db, merchantId: number): Promise<SiteConfig> {
  const [maintenance, modules, register, region] = await Promise.all([
    readMaintenance(db, merchantId),
    readModules(db, merchantId),
    readRegisterFields(db, merchantId),
    readRegion(db, merchantId),
  ]);
  return { maintenance, modules, register, region };
}

function invalid(field: string, rule: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });
}

export async function changeMaintenance(
  db: Db,
  merchantId: number,
  actor: AuditActor,
  next: SiteMaintenance,
): Promise<SiteMaintenance> {
  const wanted = { ...next, message: next.message || null };
  return db.transaction().execute(async (trx) => {
    const before = await readMaintenance(trx, merchantId);
    await writeMaintenance(trx, merchantId, wanted);
    const after = await readMaintenance(trx, merchantId);
    await recordAudit(trx, actor, {
      merchantId,
      action: 'site.maintenance',
      target: `merchant:${merchantId}`,
      before,
      after,
    });
    return after;
  });
}

export async function changeModules(
  db: Db,
  merchantId: number,
  actor: AuditActor,
  changes: { modId: string; enabled: boolean }[],
): Promise<SiteConfig['modules']> {
  return db.transaction().execute(async (trx) => {
    const before = await readModules(trx, merchantId);
    const known = new Set(before.map((m) => m.modId));
    const unknown = changes.findIndex((c) => !known.has(c.modId));
    if (unknown !== -1) throw invalid(`body.modules.${unknown}.modId`, 'unknown');
    for (const change of changes) await writeModule(trx, merchantId, change.modId, change.enabled);
    const after = await readModules(trx, merchantId);
    await recordAudit(trx, actor, {
      merchantId,
      action: 'site.modules',
      target: `merchant:${merchantId}`,
      before,
      after,
    });
    return after;
  });
}

export async function changeRegisterFields(
  db: Db,
  merchantId: number,
  actor: AuditActor,
  fields: ConfigRegisterField[],
): Promise<ConfigRegisterField[]> {
  // A field the form does not show cannot be required of the player.
  const hiddenButRequired = fields.findIndex((f) => f.required && !f.enabled);
  if (hiddenButRequired !== -1) throw invalid(`body.fields.${hiddenButRequired}.required`, 'requires-enabled');
  return db.transaction().execute(async (trx) => {
    const before = await readRegisterFields(trx, merchantId);
    const known = new Set(before.map((f) => f.field));
    const unknown = fields.findIndex((f) => !known.has(f.field));
    if (unknown !== -1) throw invalid(`body.fields.${unknown}.field`, 'unknown');
    for (const field of fields) await writeRegisterField(trx, merchantId, field);
    const after = await readRegisterFields(trx, merchantId);
    await recordAudit(trx, actor, {
      merchantId,
      action: 'site.register-fields',
      target: `merchant:${merchantId}`,
      before,
      after,
    });
    return after;
  });
}

export async function changeRegion(
  db: Db,
  merchantId: number,
  actor: AuditActor,
  next: RegionRestriction,
): Promise<RegionRestriction> {
  for (const [index, network] of next.deniedNetworks.entries()) {
    const problem = networkProblem(network);
    if (problem) throw invalid(`body.deniedNetworks.${index}`, `cidr-${problem}`);
  }
  const wanted = {
    blockedCountries: [...new Set(next.blockedCountries)],
    deniedNetworks: [...new Set(next.deniedNetworks.map((n) => n.toLowerCase()))],
  };
  return db.transaction().execute(async (trx) => {
    const before = await readRegion(trx, merchantId);
    await writeRegion(trx, merchantId, wanted);
    const after = await readRegion(trx, merchantId);
    await recordAudit(trx, actor, {
      merchantId,
      action: 'site.region',
      target: `merchant:${merchantId}`,
      before,
      after,
    });
    return after;
  });
}
