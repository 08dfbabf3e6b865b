import type { Db } from '../../db/database';
import type { Notifications } from '../../db/notification-listener';
import { NotifiedCache } from '../../db/notified-cache';
import { findIntegration, VENDOR_INTEGRATION_CHANNEL, type VendorIntegration } from './vendor-integration-reads';

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
