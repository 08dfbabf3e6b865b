import { DEVELOPMENT_SECRETS } from '@platform/contracts/development-secrets';
import type { Config } from '../config';

/**
 * How this process was started. A demo start (`make run`, `make dev`, the tests: any NODE_ENV
 * but production) gets the development conveniences: published secrets as defaults, the demo
 * seed, the message outbox readable from the loopback address. A production start
 * (NODE_ENV=production) gets none of them, and refuses to start while one is left
 * (deployment-checks.ts).
 */
export type StartMode = 'demo' | 'production';

export function startModeOf(config: Pick<Config, 'NODE_ENV'>): StartMode {
  return config.NODE_ENV === 'production' ? 'production' : 'demo';
}

/** SEED_DEMO, or when unset: seed in a demo start only. */
export function seedsDemoData(config: Pick<Config, 'NODE_ENV' | 'SEED_DEMO'>): boolean {
  return (config.SEED_DEMO ?? (startModeOf(config) === 'demo' ? 'true' : 'false')) === 'true';
}

/** The demo vendors' secret: VENDOR_SIM_SECRET, or the published one the simulator defaults to. */
export function vendorSimSecret(config: Pick<Config, 'VENDOR_SIM_SECRET'>): string {
  return config.VENDOR_SIM_SECRET ?? DEVELOPMENT_SECRETS.vendorSim;
}
