import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { checkVisit, type MixMember, VISIT, visitRequests } from './support/lobby-mix';
import { combine, type MixRun, measureSlice, type Slice, warmUp } from './support/mix-run';
import { type Nginx, nginxPath, startNginx } from './support/nginx';
import { freePort, startBenchPostgres } from './support/postgres';
import { stopProcess } from './support/processes';
import { prepareMembers, startServer } from './support/server-on-database';

/** Two server processes behind nginx answer the mix at least 1.6 times as fast as one. */
const TARGET_RATIO = 1.6;
/** Each measured run; SCALE_OUT_SECONDS=3 for a quick look while developing. */
const SECONDS = Number(process.env.SCALE_OUT_SECONDS ?? 20);
const WARM_UP_SECONDS = Number(process.env.SCALE_OUT_WARM_UP_SECONDS ?? 3);
/** Turns the two setups take within those seconds. */
const SLICES = Number(process.env.SCALE_OUT_SLICES ?? 4);
/** Enough connections to keep two processes busy while each waits on its database round trips. */
const CONNECTIONS = 32;
/** Logged-in members, each with a web session and a game's wallet session; visits take them in turn. */
const MEMBERS = Number(process.env.SCALE_OUT_MEMBERS ?? 200);

const ms = (v: number) => v.toFixed(2);

function row(label: string, r: MixRun): string[] {
  const servers = r.cpuMs.servers.map(ms).join(' + ');
  return [
    `  ${label.padEnd(22)} ${r.rate.toFixed(0).padStart(5)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms  ${r.requests} requests  errors ${r.faults}${r.refusals.length ? ` (${r.refusals.join(', ')})` : ''}`,
    `    CPU ms per request: server ${servers}, nginx ${ms(r.cpuMs.nginx)}, PostgreSQL ${ms(r.cpuMs.database)}, load generator ${ms(r.cpuMs.loadGenerator)}; cores busy ${r.ourCores.toFixed(2)} with these, ${Math.max(0, r.machineCores - r.ourCores).toFixed(2)} with other work`,
  ];
}

/** Where the time goes, in words: the line that says why the ratio is what it is. */
function verdict(one: MixRun, two: MixRun, ratio: number): string[] {
  const cores = os.cpus().length;
  // The first process answers everything in the one-process setup (the second idles).
  const serverMs = one.cpuMs.servers[0] as number;
  const share = (v: number) => `${((v / (two.ourCores * 1000)) * two.rate * 100).toFixed(0)} %`;
  const lines: string[] = [];
  const saturated = two.machineCores >= cores * 0.9;
  if (saturated) {
    lines.push(
      `  bottleneck: the machine's ${cores} cores (${two.machineCores.toFixed(2)} busy with two processes, ${Math.max(0, two.machineCores - two.ourCores).toFixed(2)} of them other work); of the bench's CPU the servers take ${share(two.cpuMs.servers.reduce((a, b) => a + b, 0))}, PostgreSQL ${share(two.cpuMs.database)}, nginx ${share(two.cpuMs.nginx)}, the load generator ${share(two.cpuMs.loadGenerator)}: a second process can only take cores from the others`,
    );
  } else {
    lines.push(
      `  bottleneck: not CPU (${two.machineCores.toFixed(2)} of ${cores} cores busy): the processes wait on PostgreSQL (locks, round trips, commits)`,
    );
  }
  const perProcess = 1000 / serverMs;
  const databaseCores = (2 * perProcess * one.cpuMs.database) / 1000;
  lines.push(
    `  with cores of their own, one process would answer about ${perProcess.toFixed(0)} req/s (1000 / ${ms(serverMs)} CPU ms) and two ${(2 * perProcess).toFixed(0)}; PostgreSQL would need ${databaseCores.toFixed(2)} cores of its own for that${databaseCores > cores ? `, more than this whole machine has: here the database is the limit` : ''}`,
  );
  if (ratio < TARGET_RATIO) {
    lines.push(
      saturated
        ? '  MISS because the cores are shared: two processes double the rate only where each has a core and the database and nginx have their own'
        : '  MISS because the processes wait on the database: more of them only wait longer',
    );
  }
  return lines;
}

/**
 * The lobby and wallet mix through nginx, in front of one and then two server processes on one
 * PostgreSQL, at full speed for the same time: both rates, their ratio, and each party's CPU per
 * request so that the report says where the bottleneck is. The machine is shared with other work
 * that comes and goes, so the two setups take turns in short slices (one, two, two, one, ...)
 * instead of one long run each: whatever else runs weighs on both alike.
 */
export async function benchScaleOut(): Promise<{ name: string; ok: boolean; lines: string[] }> {
  const nginxBinary = nginxPath();
  const cluster = await startBenchPostgres();
  const servers: ChildProcess[] = [];
  const proxies: Nginx[] = [];
  try {
    await cluster.createDatabase('platform');
    const databaseUrl = cluster.url('platform');
    const ports = [await freePort(), await freePort()];
    // One at a time: the first migrates and seeds, the second finds it done.
    for (const port of ports) servers.push(await startServer(port, databaseUrl));
    const secret = randomBytes(24).toString('hex');
    const members = await prepareMembers(databaseUrl, `http://127.0.0.1:${ports[0]}`, secret, MEMBERS, 'scale_member_');
    // One sequence for every run: its visits, and so its transaction ids, keep counting.
    const requests = visitRequests(members, secret);
    // The second process idles while nginx sends everything to the first; its CPU is counted anyway.
    for (const upstreams of [ports.slice(0, 1), ports]) {
      proxies.push(await startNginx(nginxBinary, await freePort(), upstreams, '/healthz'));
    }
    const setups = proxies.map((proxy) => ({
      mix: { origin: proxy.origin, requests, connections: CONNECTIONS },
      parties: { servers: servers.map((s) => s.pid as number), nginx: proxy.pid, postmaster: cluster.postmasterPid },
      slices: [] as Slice[],
    }));
    for (const setup of setups) {
      await checkVisit(setup.mix.origin, members[0] as MixMember, secret);
      await warmUp(setup.mix, WARM_UP_SECONDS);
    }
    for (let i = 0; i < SLICES; i++) {
      for (const setup of i % 2 === 0 ? setups : [...setups].reverse()) {
        setup.slices.push(await measureSlice(setup.mix, SECONDS / SLICES, setup.parties));
      }
    }
    const [one, two] = setups.map((setup) => combine(setup.slices)) as [MixRun, MixRun];

    const ratio = two.rate / one.rate;
    return {
      name: `scale-out: lobby + wallet mix through nginx, two server processes / one = ${ratio.toFixed(2)}x (target >= ${TARGET_RATIO}x)`,
      ok: ratio >= TARGET_RATIO && one.faults === 0 && two.faults === 0,
      lines: [
        ...row('nginx -> 1 process', one),
        ...row('nginx -> 2 processes', two),
        ...verdict(one, two, ratio),
        `  a visit: ${VISIT.map((s) => s.name).join(', ')}; ${MEMBERS} members logged in beforehand; ${CONNECTIONS} connections, closed loop, ${SECONDS} s each in ${SLICES} alternating slices after ${WARM_UP_SECONDS} s warm-up; p50 of the median slice, p99 of the worst; one PostgreSQL; ${os.cpus().length} cores shared by all`,
      ],
    };
  } finally {
    for (const proxy of proxies) await proxy.stop();
    for (const server of servers.reverse()) await stopProcess(server);
    await cluster.stop();
  }
}
