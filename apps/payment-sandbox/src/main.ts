import { DEVELOPMENT_SECRETS } from '@platform/contracts/development-secrets';
import { startSandbox } from './sandbox-server';

/**
 * Runs the payment sandbox on its own (started by `make run` beside the platform, and by the
 * end-to-end tests). Environment: PAYMENT_SANDBOX_PORT (8090), PAYMENT_SANDBOX_HOST (127.0.0.1),
 * PAYMENT_SANDBOX_SECRET (must equal the platform's; both default to the same development
 * secret), PAYMENT_SANDBOX_PUBLIC_URL (the address browsers use, when it is not the one listened on).
 */

function fail(message: string): never {
  console.error(`Payment sandbox: ${message}`);
  process.exit(2);
}

const env = process.env;
const port = Number(env.PAYMENT_SANDBOX_PORT || 8090);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('PAYMENT_SANDBOX_PORT must be a port number, 1 to 65535');
// The platform's default too when PAYMENT_SANDBOX_SECRET is unset in a demo start.
const secret = env.PAYMENT_SANDBOX_SECRET || DEVELOPMENT_SECRETS.paymentSandbox;
if (secret.length < 16) fail('PAYMENT_SANDBOX_SECRET must have at least 16 characters');
const publicUrl = env.PAYMENT_SANDBOX_PUBLIC_URL || undefined;
if (publicUrl && !/^https?:\/\/[^/]+/.test(publicUrl)) fail('PAYMENT_SANDBOX_PUBLIC_URL must be an http(s) address');

const sandbox = await startSandbox({
  port,
  host: env.PAYMENT_SANDBOX_HOST || '127.0.0.1',
  secret,
  publicUrl,
  log: (line) => console.log(`[payment-sandbox] ${line}`),
}).catch((error: NodeJS.ErrnoException) =>
  fail(error.code === 'EADDRINUSE' ? `port ${port} is in use (set PAYMENT_SANDBOX_PORT)` : String(error)),
);
console.log(`  Payment sandbox ready at ${sandbox.publicUrl}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5_000).unref();
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
