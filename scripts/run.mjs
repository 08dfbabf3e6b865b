#!/usr/bin/env node
// `make run`: the payment sandbox (apps/payment-sandbox, the provider behind online deposits), the
// vendor simulator (apps/vendor-sim, the third-party game vendor) and then the platform, as one
// command. Ctrl-C or SIGTERM stops them all; if one ends, so do the others.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const sandboxPort = process.env.PAYMENT_SANDBOX_PORT || '8090';
const vendorSimPort = process.env.VENDOR_SIM_PORT || '8091';
const env = {
  ...process.env,
  PAYMENT_SANDBOX_PORT: sandboxPort,
  // The platform finds the sandbox where this script starts it, unless told otherwise.
  PAYMENT_SANDBOX_URL: process.env.PAYMENT_SANDBOX_URL || `http://localhost:${sandboxPort}`,
  VENDOR_SIM_PORT: vendorSimPort,
  // The demo vendors' game pages and API point here (the seed reads it), unless told otherwise.
  VENDOR_SIM_URL: process.env.VENDOR_SIM_URL || `http://localhost:${vendorSimPort}`,
  // ... and the simulator calls the platform's wallet where this script starts it.
  PLATFORM_URL: process.env.PLATFORM_URL || `http://localhost:${process.env.PORT || '8080'}`,
};

const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url));
const children = [];
const running = (child) => child.exitCode === null && child.signalCode === null;
let stopping = false;
let exitCode = 0;

function stop(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  // A terminal's Ctrl-C reaches the children too; a second signal to one already stopping is harmless.
  for (const child of children) if (running(child)) child.kill('SIGTERM');
  if (!children.some(running)) process.exit(exitCode);
}

function start(script, stdio) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, script], { stdio, env });
  children.push(child);
  child.on('exit', (code) => {
    stop(code ?? 1);
    if (!children.some(running)) process.exit(exitCode);
  });
  return child;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// The platform starts only once the sandbox and the simulator listen, so a taken port stops
// everything before the database is even started (rather than interrupting the platform half-way).
const helpers = [
  { script: 'apps/payment-sandbox/src/main.ts', readyLine: 'Payment sandbox ready' },
  { script: 'apps/vendor-sim/src/main.ts', readyLine: 'Vendor simulator ready' },
];
let waiting = helpers.length;
for (const { script, readyLine } of helpers) {
  const helper = start(script, ['ignore', 'pipe', 'inherit']);
  let ready = false;
  helper.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (!ready && String(chunk).includes(readyLine)) {
      ready = true;
      waiting -= 1;
      if (waiting === 0 && !stopping) start('apps/server/src/main.ts', 'inherit');
    }
  });
}
