import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** nginx's path, installing Debian's nginx-light (else nginx) when it is absent and we are root. */
export function nginxPath(): string {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error("nginx is missing: install Debian's nginx-light package (as root: apt-get install nginx-light)");
  }
  console.log('Installing nginx (Debian package nginx-light)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] }).status;
  if (apt(['update', '-qq']) !== 0) throw new Error('apt-get update failed');
  for (const pkg of ['nginx-light', 'nginx']) {
    if (apt(['install', '-y', '-qq', '--no-install-recommends', pkg]) === 0) break;
  }
  const installed = CANDIDATES.find((p) => existsSync(p));
  if (!installed) throw new Error('neither nginx-light nor nginx installed an nginx binary');
  return installed;
}

/**
 * The configuration of a load balancer in front of server processes, as a deployment would write
 * it, everything it writes kept under `dir`: one worker (the machine is small and nginx's share of
 * a request is a fraction of the server's), no access log, keep-alive connections to the servers
 * (without them every request pays a TCP handshake on both sides), the visitor's address passed on
 * in X-Forwarded-For, and the live socket's upgrade.
 */
export function nginxConf(dir: string, listenPort: number, serverPorts: number[]): string {
  const servers = serverPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${path.join(dir, `${name}_temp`)};`)
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
${temp}
  upstream platform {
    # Requests differ in cost (a cached list, a money transaction): the least busy server gets the next.
    least_conn;
${servers}
    keepalive 128;
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
}

export type Nginx = { pid: number; origin: string; stop: () => Promise<void> };

/**
 * Starts nginx (master and worker, in the foreground as a child of this process) in front of
 * `serverPorts`, and resolves once `readyPath` answers 200 through it.
 */
export async function startNginx(binary: string, listenPort: number, serverPorts: number[], readyPath: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(dir, `${name}_temp`));
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, nginxConf(dir, listenPort, serverPorts));
  // -e: the error log before the configuration is read (the default path may not be writable).
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGTERM: nginx's fast shutdown, the worker with it.
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${origin}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer ${readyPath} within 20 s`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const nginx: Nginx = { pid: child.pid as number, origin, stop };
  return nginx;
}
