import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts with defaults: port 8080, embedded database in ./data, merchant DEMO', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', MERCHANT_CODE: 'DEMO', CLIENT_IP_SOURCE: 'socket' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('refuses a wrong value with a message that names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ CLIENT_IP_SOURCE: 'x-anything' })).toThrow(/CLIENT_IP_SOURCE/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(8080);
  });
});
