import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in ticks of 1/100 s on every mainstream build. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; undefined where
 * /proc is absent. The second field (the command) may hold spaces, so fields are counted after it.
 */
export function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command: state is field 3 (index 0 here), utime field 14, stime field 15.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * A parent's own CPU plus what its reaped children used (cutime, cstime in /proc/<pid>/stat), plus
 * its live children: together monotone, whether children (PostgreSQL backends, nginx workers)
 * outlive the measurement or not.
 */
export function treeCpuSeconds(parent: number): number {
  const stat = readFileSync(`/proc/${parent}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: utime, stime, cutime, cstime are fields 14-17 (indexes 11-14 here).
  let total = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const child = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(child.slice(child.lastIndexOf(')') + 2).split(' ')[1]) === parent) {
        total += cpuSecondsOf(Number(entry)) ?? 0;
      }
    } catch {
      // gone meanwhile: its time is in the parent's cutime now
    }
  }
  return total;
}

/** CPU seconds the whole machine has been busy so far, all cores together (/proc/stat: all but idle and iowait). */
export function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already in user).
  const busy = ticks.slice(0, 8).reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + t), 0);
  return busy / TICKS_PER_SECOND;
}
