import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports thread times in clock ticks of 1/100 s (USER_HZ, the same on every architecture's /proc). */
const TICKS_PER_SECOND = 100;

/** Where a build's CPU time went: the main thread's own, and the whole process's (every thread). */
export interface CpuShare {
  /** CPU seconds of the main thread alone. */
  mainThread: number;
  /** CPU seconds of every thread of the process, ended ones included (workers, V8's and libuv's helpers). */
  process: number;
  /** CPU seconds of each other thread still running, by its name, largest first (an ended worker's count only in `process`). */
  threads: Array<{ name: string; seconds: number }>;
}

/**
 * This process's CPU time per thread, read from /proc (Node 20 has no `process.threadCpuUsage`):
 * what decides how a build scales is the share the main thread does alone (Amdahl's bound).
 * Undefined where /proc is not there.
 */
export function cpuShare(): CpuShare | undefined {
  let tasks: string[];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return undefined;
  }
  let mainThread = 0;
  const byName = new Map<string, number>();
  for (const task of tasks) {
    const times = taskTimes(task);
    if (!times) continue;
    if (task === String(process.pid)) mainThread = times.seconds;
    else byName.set(times.name, (byName.get(times.name) ?? 0) + times.seconds);
  }
  const { user, system } = process.cpuUsage();
  const threads = [...byName].map(([name, seconds]) => ({ name, seconds })).sort((a, b) => b.seconds - a.seconds);
  return { mainThread, process: (user + system) / 1e6, threads };
}

/** A thread's name and CPU seconds (user + system) from its stat line; undefined once it has ended. */
function taskTimes(task: string): { name: string; seconds: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (name) state ppid …": the name may hold spaces and parentheses, so split after its last ')'.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name.
  return { name: stat.slice(stat.indexOf('(') + 1, close), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}
