import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { publicBaseUrlOf } from './deposit-deps';
import { createPaymentProviders } from './payment-provider';

const config = (env: Record<string, string>) => loadConfig({ WEB_DIST: '/nonexistent', ...env });

describe('payment provider configuration', () => {
  it('uses the sandbox with the development secret outside production', () => {
    expect([...createPaymentProviders(config({})).keys()]).toEqual(['sandbox']);
    expect(config({}).PAYMENT_SANDBOX_URL).toBe('http://localhost:8090');
  });

  it('never accepts the public development secret in production: the sandbox needs its own', () => {
    expect(createPaymentProviders(config({ NODE_ENV: 'production' })).size).toBe(0);
    const own = config({ NODE_ENV: 'production', PAYMENT_SANDBOX_SECRET: 'a-real-secret-of-some-length' });
    expect([...createPaymentProviders(own).keys()]).toEqual(['sandbox']);
  });

  it('refuses a short secret and addresses that are not http(s), naming the variable', () => {
    expect(() => config({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
    expect(() => config({ PUBLIC_BASE_URL: 'localhost:8080' })).toThrow(ConfigError);
    expect(() => config({ PAYMENT_SANDBOX_URL: 'ftp://sandbox' })).toThrow(/PAYMENT_SANDBOX_URL/);
  });

  it('builds callback and return addresses on the public base URL, or on this port by default', () => {
    expect(publicBaseUrlOf(config({ PORT: '9000' }))).toBe('http://localhost:9000');
    expect(publicBaseUrlOf(config({ PUBLIC_BASE_URL: 'https://play.example.com/' }))).toBe('https://play.example.com');
  });
});
