import { randomBytes } from 'node:crypto';
import { isPublishedSecret } from '@platform/contracts/development-secrets';
import type { VendorIntegrationBody, VendorIntegrationRow } from '@platform/contracts/vendor-integrations-admin';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import { vendorsForConsole } from '../catalogue/catalogue-admin-service';

/**
 * The console's side of a brand's vendor integrations. The secret is stored as the wallet reads
 * it (in clear: an HMAC needs the key itself) and never leaves this file: lists and answers say
 * only that one is set, and the trail says only how it changed. Every write notifies every
 * process's integration and wallet caches through the table's trigger (migration 0027).
 */

type Stored = NonNullable<VendorIntegrationRow['integration']>;

const invalid = (field: string, rule: string) => new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });

async function storedIntegrations(db: Db, merchantId: number, vendor?: string): Promise<Map<string, Stored>> {
  let query = db
    .selectFrom('game_vendor_integration')
    // Never the secret.
    .select(['vendor', 'mode', 'launch_url', 'api_url', 'enabled', 'updated_at'])
    .where('merchant_id', '=', merchantId);
  if (vendor) query = query.where('vendor', '=', vendor);
  const rows = await query.execute();
  return new Map(
    rows.map((r) => [
      r.vendor,
      {
        mode: r.mode,
        launchUrl: r.launch_url,
        apiUrl: r.api_url,
        enabled: r.enabled,
        updatedAt: new Date(r.updated_at).toISOString(),
      },
    ]),
  );
}

/** The brand's catalogue vendors, each with its integration or null. */
export async function integrationsForConsole(db: Db, merchantId: number): Promise<VendorIntegrationRow[]> {
  const [vendors, stored] = await Promise.all([vendorsForConsole(db, merchantId), storedIntegrations(db, merchantId)]);
  return vendors.map((v) => ({
    vendor: v.vassalage,
    displayName: v.displayName,
    displayNameAr: v.displayNameAr,
    inHouse: v.inHouse,
    integration: stored.get(v.vassalage) ?? null,
  }));
}

/** The secret to store, or undefined to keep the stored one; the field's error otherwise. */
function secretOf(change: VendorIntegrationBody['secret'], exists: boolean, httpsOnly: boolean): string | undefined {
  if (change.action === 'generate') return randomBytes(32).toString('hex');
  if (change.action === 'set') {
    // A published secret lets anyone sign as the vendor: a production brand never takes one.
    if (httpsOnly && isPublishedSecret(change.value)) throw invalid('body.secret.value', 'published');
    return change.value;
  }
  if (!exists) throw invalid('body.secret', 'secret_required');
  return undefined;
}

export async function changeIntegration(
  db: Db,
  merchantId: number,
  actor: AuditActor,
  vendor: string,
  body: VendorIntegrationBody,
  httpsOnly: boolean,
): Promise<{ vendor: VendorIntegrationRow; generatedSecret?: string }> {
  const listed = (await vendorsForConsole(db, merchantId)).find((v) => v.vassalage === vendor);
  if (!listed) throw new ApiError('VENDOR_NOT_FOUND', { vendor });
  // The studio's games are our own pages: no URL to set, and its secret signs nothing from outside.
  if (listed.inHouse) throw invalid('params.vendor', 'in_house');
  if (httpsOnly) {
    if (!body.launchUrl.startsWith('https://')) throw invalid('body.launchUrl', 'https');
    if (body.apiUrl !== null && !body.apiUrl.startsWith('https://')) throw invalid('body.apiUrl', 'https');
  }
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('game_vendor_integration')
      .select('vendor')
      .where('merchant_id', '=', merchantId)
      .where('vendor', '=', vendor)
      .forUpdate()
      .execute();
    const before = (await storedIntegrations(trx, merchantId, vendor)).get(vendor);
    const secret = secretOf(body.secret, before !== undefined, httpsOnly);
    const fields = { mode: body.mode, launch_url: body.launchUrl, api_url: body.apiUrl, enabled: body.enabled };
    if (before) {
      await trx
        .updateTable('game_vendor_integration')
        .set({ ...fields, ...(secret ? { secret } : {}), updated_at: new Date() })
        .where('merchant_id', '=', merchantId)
        .where('vendor', '=', vendor)
        .execute();
    } else {
      await trx
        .insertInto('game_vendor_integration')
        .values({ merchant_id: merchantId, vendor, ...fields, secret: secret as string, updated_at: new Date() })
        .execute();
    }
    const after = (await storedIntegrations(trx, merchantId, vendor)).get(vendor) ?? null;
    const { updatedAt: _before, ...beforeFields } = before ?? { updatedAt: '' };
    const { updatedAt: _after, ...afterFields } = after ?? { updatedAt: '' };
    await recordAudit(trx, actor, {
      merchantId,
      action: before ? 'vendor-integration.update' : 'vendor-integration.create',
      target: `vendor-integration:${vendor}`,
      before: before ? beforeFields : null,
      // How the secret changed, never what it is.
      after: { ...afterFields, secret: body.secret.action === 'keep' ? 'kept' : body.secret.action },
    });
    const row = {
      vendor,
      displayName: listed.displayName,
      displayNameAr: listed.displayNameAr,
      inHouse: false,
      integration: after,
    };
    return body.secret.action === 'generate' ? { vendor: row, generatedSecret: secret } : { vendor: row };
  });
}
