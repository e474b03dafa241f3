import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

let written = 0;

/**
 * With BENCH_CPU_PROF=<dir>, starts a V8 CPU profile of this thread; its `stop` writes it to
 * `<dir>/<name>-<pid>-<n>.cpuprofile`. Without it, does nothing.
 */
export async function startCpuProfile(name: string): Promise<{ stop(): Promise<void> }> {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return { stop: async () => undefined };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${name}-${process.pid}-${++written}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
    },
  };
}
