#!/usr/bin/env node
// `make dev`: the API with restart-on-change (node --watch) and Vite with hot reload, together.
// Vite serves the web on :5173 and proxies /wps, /lgw, /healthz and /ws to the API on $PORT (8080).
// The payment sandbox (online deposits) and the vendor simulator (third-party games) run beside
// them, as with `make run`.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const sandboxPort = process.env.PAYMENT_SANDBOX_PORT || '8090';
const vendorSimPort = process.env.VENDOR_SIM_PORT || '8091';
// Where the helpers are, for the server and for each other.
const helperEnv = {
  PAYMENT_SANDBOX_PORT: sandboxPort,
  PAYMENT_SANDBOX_URL: process.env.PAYMENT_SANDBOX_URL || `http://localhost:${sandboxPort}`,
  // Payment pages link back to the site the developer is looking at: Vite's.
  PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || 'http://localhost:5173',
  VENDOR_SIM_PORT: vendorSimPort,
  VENDOR_SIM_URL: process.env.VENDOR_SIM_URL || `http://localhost:${vendorSimPort}`,
};
const vendorSimEnv = {
  PLATFORM_URL: process.env.PLATFORM_URL || `http://localhost:${port}`,
  // The game popup frames the simulator's page from Vite's site as well as the API's.
  VENDOR_SIM_FRAME_ANCESTORS:
    process.env.VENDOR_SIM_FRAME_ANCESTORS ||
    `http://localhost:5173 http://127.0.0.1:5173 http://localhost:${port} http://127.0.0.1:${port}`,
};
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'apps/payment-sandbox/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...helperEnv },
  }),
  spawn(process.execPath, ['--import', 'tsx', 'apps/vendor-sim/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...helperEnv, ...vendorSimEnv },
  }),
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...helperEnv, PORT: port },
  }),
  spawn('npx', ['vite', '--port', '5173'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { ...process.env, API_PORT: port },
  }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
