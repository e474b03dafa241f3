// CPU time of benchmarked processes, read from /proc (Linux) from outside, so the servers need no
// hook of their own: user + system time of every thread, in ms.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

interface ProcStat {
  ppid: number;
  /** utime + stime: this process's own threads. */
  own: number;
  /** cutime + cstime: its children that exited and were waited for. */
  reaped: number;
}

function readStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // exited
  }
  // The command name (2nd field) is in parentheses and may hold spaces: count from after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const at = (field: number) => Number(fields[field - 3]);
  return { ppid: at(4), own: (at(14) + at(15)) * TICK_MS, reaped: (at(16) + at(17)) * TICK_MS };
}

/** The parent of a process on this machine, if it is here. */
export function parentPid(pid: number): number | undefined {
  return readStat(pid)?.ppid;
}

/** CPU ms a process has used so far (all its threads); 0 once it is gone. */
export function processCpuMs(pid: number): number {
  return readStat(pid)?.own ?? 0;
}

/**
 * CPU ms a process and its children have used so far: a PostgreSQL postmaster with its backends
 * and background workers. A backend that exits moves its time into the postmaster's reaped
 * count, so the sum keeps growing across connections that come and go.
 */
export function processTreeCpuMs(rootPid: number): number {
  const root = readStat(rootPid);
  if (!root) return 0;
  let total = root.own + root.reaped;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = readStat(Number(entry));
    if (child?.ppid === rootPid) total += child.own;
  }
  return total;
}

/**
 * Waits until the processes are idle (under ~8% of a core for half a second), at most `maxMs`:
 * work they still do for a finished run (requests whose clients timed out) belongs to that run.
 * Answers how long it waited.
 */
export async function settleCpu(readCpuMs: () => number, maxMs = 30_000): Promise<number> {
  const started = Date.now();
  const step = 250;
  let quiet = 0;
  let last = readCpuMs();
  while (quiet < 2 && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, step));
    const now = readCpuMs();
    quiet = now - last <= step * 0.08 ? quiet + 1 : 0;
    last = now;
  }
  return Date.now() - started;
}

/**
 * CPU ms this process's threads have used so far: the main thread (where the event loop runs)
 * and all the others together (V8's helpers for garbage collection and compiling, worker threads
 * such as PGlite's own).
 */
export function threadCpuMs(): { main: number; others: number } {
  let main = 0;
  let others = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    let text: string;
    try {
      text = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    if (Number(tid) === process.pid) main += ms;
    else others += ms;
  }
  return { main, others };
}
