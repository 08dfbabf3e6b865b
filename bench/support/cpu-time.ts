import { readFileSync } from 'node:fs';

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
