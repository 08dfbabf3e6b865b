import path from 'node:path';
import { DEVELOPMENT_SECRETS } from '@platform/contracts/development-secrets';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { E2E_DATA_DIR, E2E_PG_PORT, E2E_PORT } from './support/ports';

/** The payment sandbox of the end-to-end run (online deposits): its own port, its own secret. */
const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8392);
const E2E_SANDBOX_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
const E2E_SANDBOX_SECRET = DEVELOPMENT_SECRETS.e2ePaymentSandbox;
/** The vendor simulator of the end-to-end run (third-party games): its own port, its own secret. */
const E2E_VENDOR_SIM_PORT = Number(process.env.E2E_VENDOR_SIM_PORT ?? 8393);
const E2E_VENDOR_SIM_URL = `http://127.0.0.1:${E2E_VENDOR_SIM_PORT}`;
const E2E_VENDOR_SIM_SECRET = DEVELOPMENT_SECRETS.e2eVendorSim;

/**
 * Drives the built site in Debian's Chromium against a real server with its own embedded
 * PostgreSQL (started fresh for each run under e2e/.tmp). Specs that switch the whole site's state
 * (maintenance, region block) run in the `site-state` project, after every other spec has finished.
 */
export default defineConfig({
  testDir: 'tests',
  // Two browsers, the server and PostgreSQL share 2 cores: a flow that takes 7 s alone takes 20 s
  // beside another, more when the machine is busier. The margin is for that, not for waiting.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'site',
      testIgnore: /site-state\/.*/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'site-state',
      testMatch: /site-state\/.*\.spec\.ts/,
      dependencies: ['site'],
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      // The payment provider behind online deposits (apps/payment-sandbox); the platform calls it.
      command: `node --import tsx ${path.resolve(import.meta.dirname, '../apps/payment-sandbox/src/main.ts')}`,
      url: `${E2E_SANDBOX_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { PAYMENT_SANDBOX_PORT: String(E2E_SANDBOX_PORT), PAYMENT_SANDBOX_SECRET: E2E_SANDBOX_SECRET },
    },
    {
      // The third-party game vendor (apps/vendor-sim): its game page calls the platform's wallet.
      command: `node --import tsx ${path.resolve(import.meta.dirname, '../apps/vendor-sim/src/main.ts')}`,
      url: `${E2E_VENDOR_SIM_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        VENDOR_SIM_PORT: String(E2E_VENDOR_SIM_PORT),
        VENDOR_SIM_SECRET: E2E_VENDOR_SIM_SECRET,
        PLATFORM_URL: `http://localhost:${E2E_PORT}`,
      },
    },
    {
      command: `rm -rf ${E2E_DATA_DIR} && node --import tsx ${path.resolve(import.meta.dirname, '../apps/server/src/main.ts')}`,
      url: `http://localhost:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(E2E_PORT),
        PG_PORT: String(E2E_PG_PORT),
        DATA_DIR: E2E_DATA_DIR,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        // Every captcha reads this text, so browser tests can pass it (refused in production).
        CAPTCHA_FIXED_TEXT: 'E2E1',
        // Each test sends its own X-Forwarded-For (a private address), so the per-IP rate limits,
        // captcha-after-failure and known-address rules of one test never reach another. Requests
        // without the header still count as the socket's address.
        CLIENT_IP_SOURCE: 'x-forwarded-for',
        PAYMENT_SANDBOX_URL: E2E_SANDBOX_URL,
        PAYMENT_SANDBOX_SECRET: E2E_SANDBOX_SECRET,
        // The demo vendors (seed) point at the simulator above, with its secret.
        VENDOR_SIM_URL: E2E_VENDOR_SIM_URL,
        VENDOR_SIM_SECRET: E2E_VENDOR_SIM_SECRET,
      },
    },
  ],
});
