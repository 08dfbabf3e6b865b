import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { NotifiedCache } from '../../db/notified-cache';
import { findIntegration, type VendorIntegration } from './vendor-integration-reads';

/** The brands' vendor integrations as every wallet callback reads them: kept per process (migration 0027). */
export type IntegrationCache = {
  find(merchantId: number, vendor: string): Promise<VendorIntegration | undefined>;
  start(): Promise<void>;
  close(): Promise<void>;
};

export function createIntegrationCache(db: Db, connectionString: string, log: FastifyBaseLogger): IntegrationCache {
  const cache = new NotifiedCache<VendorIntegration>({
    connectionString,
    channel: 'vendor_integration_changed',
    name: 'vendor integrations',
    log,
  });
  return {
    find: (merchantId, vendor) => cache.get(`${merchantId}:${vendor}`, () => findIntegration(db, merchantId, vendor)),
    start: () => cache.start(),
    close: () => cache.close(),
  };
}
