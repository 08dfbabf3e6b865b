import { DEVELOPMENT_SECRETS } from '@platform/contracts/development-secrets';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { configDevelopmentDefaults, refusalMessage } from './deployment-checks';

/** A production configuration with everything a deployment must set, set to its own values. */
const READY = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://mailer:pw@mail.example.com:465',
  PAYMENT_SANDBOX_SECRET: 'a-secret-only-this-deployment-knows',
  VENDOR_SIM_SECRET: 'a-vendor-secret-only-this-deployment-knows',
};
const namesIn = (env: Record<string, string>) => configDevelopmentDefaults(loadConfig(env)).map((f) => f.name);

describe('the development defaults of a production configuration', () => {
  it('finds none when every setting is its own', () => {
    expect(namesIn(READY)).toEqual([]);
    // Unset secrets are no default in production: the sandbox channel is off, the seed unused.
    expect(namesIn({ NODE_ENV: 'production', SMTP_URL: READY.SMTP_URL })).toEqual([]);
  });

  it('names every secret published in this repository, wherever it is used', () => {
    for (const secret of [DEVELOPMENT_SECRETS.paymentSandbox, DEVELOPMENT_SECRETS.e2ePaymentSandbox]) {
      expect(namesIn({ ...READY, PAYMENT_SANDBOX_SECRET: secret })).toEqual(['PAYMENT_SANDBOX_SECRET']);
    }
    for (const secret of [DEVELOPMENT_SECRETS.vendorSim, DEVELOPMENT_SECRETS.e2eVendorSim]) {
      expect(namesIn({ ...READY, VENDOR_SIM_SECRET: secret })).toEqual(['VENDOR_SIM_SECRET']);
    }
  });

  it('names the fixed captcha text, e-mail without SMTP and the demo seed', () => {
    expect(namesIn({ ...READY, CAPTCHA_FIXED_TEXT: 'Kx7p' })).toEqual(['CAPTCHA_FIXED_TEXT']);
    expect(namesIn({ ...READY, SMTP_URL: '' })).toEqual(['SMTP_URL']);
    expect(namesIn({ ...READY, SEED_DEMO: 'true' })).toEqual(['SEED_DEMO']);
    expect(namesIn({ ...READY, SEED_DEMO: 'false' })).toEqual([]);
  });

  it('names them all at once, one a line, in the message a refused start prints', () => {
    const everything = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX_SECRET: DEVELOPMENT_SECRETS.paymentSandbox,
      VENDOR_SIM_SECRET: DEVELOPMENT_SECRETS.vendorSim,
      CAPTCHA_FIXED_TEXT: 'Kx7p',
      SEED_DEMO: 'true',
    });
    const message = refusalMessage(configDevelopmentDefaults(everything));
    const lines = message.split('\n');
    expect(lines[0]).toMatch(/^Production start refused/);
    expect(lines.slice(1, -1).map((l) => l.match(/^ {2}- (\S+) /)?.[1])).toEqual([
      'PAYMENT_SANDBOX_SECRET',
      'VENDOR_SIM_SECRET',
      'CAPTCHA_FIXED_TEXT',
      'SMTP_URL',
      'SEED_DEMO',
    ]);
    expect(lines.at(-1)).toMatch(/Production checklist/);
    // The message names the setting, never the secret in it.
    expect(message).not.toContain(DEVELOPMENT_SECRETS.vendorSim);
  });
});
