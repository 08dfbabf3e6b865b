import { DEVELOPMENT_SECRETS } from '@platform/contracts/development-secrets';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { seedsDemoData, startModeOf, vendorSimSecret } from './start-mode';

describe('start mode', () => {
  it('is a demo start unless NODE_ENV is production', () => {
    expect(startModeOf(loadConfig({}))).toBe('demo');
    expect(startModeOf(loadConfig({ NODE_ENV: 'test' }))).toBe('demo');
    expect(startModeOf(loadConfig({ NODE_ENV: 'production' }))).toBe('production');
  });

  it('seeds the demo by default in a demo start only', () => {
    expect(seedsDemoData(loadConfig({}))).toBe(true);
    expect(seedsDemoData(loadConfig({ SEED_DEMO: 'false' }))).toBe(false);
    expect(seedsDemoData(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(seedsDemoData(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }))).toBe(true);
  });

  it('gives the demo vendors the simulator’s published secret unless told another', () => {
    expect(vendorSimSecret(loadConfig({}))).toBe(DEVELOPMENT_SECRETS.vendorSim);
    const own = 'a-vendor-secret-only-this-deployment-knows';
    expect(vendorSimSecret(loadConfig({ VENDOR_SIM_SECRET: own }))).toBe(own);
  });
});
