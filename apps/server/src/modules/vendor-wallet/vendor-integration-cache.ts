import type { Db } from '../../db/database';
import type { Notifications } from '../../db/notification-listener';
import { NotifiedCache } from '../../db/notified-cache';
import { findIntegration, type VendorIntegration } from './vendor-integration-reads';

/** Notified after any change to a brand's vendor integrations (migration 0027). */
export const VENDOR_INTEGRATION_CHANNEL = 'vendor_integration_changed';

/** The brands' vendor integrations as every wallet callback reads them: kept per process (migration 0027). */
export type IntegrationCache = {
  find(merchantId: number, vendor: string): Promise<VendorIntegration | undefined>;
  start(): Promise<void>;
  close(): Promise<void>;
};

export function createIntegrationCache(db: Db, notifications: Notifications): IntegrationCache {
  const cache = new NotifiedCache<VendorIntegration>({
    notifications,
    channel: VENDOR_INTEGRATION_CHANNEL,
  });
  return {
    find: (merchantId, vendor) => cache.get(`${merchantId}:${vendor}`, () => findIntegration(db, merchantId, vendor)),
    start: () => cache.start(),
    close: () => cache.close(),
  };
}
