#!/usr/bin/env node
// `make run`: the payment sandbox (apps/payment-sandbox, the provider behind online deposits) and
// then the platform, as one command. Ctrl-C or SIGTERM stops both; if either ends, so does the other.
import { spawn } from 'node:child_process';

const sandboxPort = process.env.PAYMENT_SANDBOX_PORT || '8090';
const env = {
  ...process.env,
  PAYMENT_SANDBOX_PORT: sandboxPort,
  // The platform finds the sandbox where this script starts it, unless told otherwise.
  PAYMENT_SANDBOX_URL: process.env.PAYMENT_SANDBOX_URL || `http://localhost:${sandboxPort}`,
};

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
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio, env });
  children.push(child);
  child.on('exit', (code) => {
    stop(code ?? 1);
    if (!children.some(running)) process.exit(exitCode);
  });
  return child;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// The platform starts only once the sandbox listens, so a taken port stops everything before the
// database is even started (rather than interrupting the platform half-way through its start).
const sandbox = start('apps/payment-sandbox/src/main.ts', ['ignore', 'pipe', 'inherit']);
let ready = false;
sandbox.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!ready && String(chunk).includes('Payment sandbox ready')) {
    ready = true;
    if (!stopping) start('apps/server/src/main.ts', 'inherit');
  }
});
