import { inject } from 'vitest';
import type { InstanceInfo } from './three-instances.ts';
import { signal } from './app-process.ts';

/** The three instances every file shares: A, B and C. */
export function sharedInstances(): InstanceInfo[] {
  return inject('scale').instances;
}

/** The instance for the i-th request: A, B, C, A, … */
export function roundRobin<T>(items: T[], index: number): T {
  return items[index % items.length]!;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Pauses processes (SIGSTOP) while `during` runs and resumes them (SIGCONT) even when it fails:
 * a frozen instance neither claims nor delivers, so what the test starts elsewhere is alone.
 */
export async function whileFrozen<T>(pids: number[], during: () => Promise<T>): Promise<T> {
  pids.forEach((pid) => signal(pid, 'SIGSTOP'));
  try {
    return await during();
  } finally {
    pids.forEach((pid) => signal(pid, 'SIGCONT'));
  }
}
