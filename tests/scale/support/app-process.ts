import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { waitUntil } from './wait-until.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** What every instance of these tests runs with: loopback receivers, short claims, no rate limits. */
export const SCALE_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  WEB_DIST_DIR: './no-web-build',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TIMEOUT_MS: '3000',
  WEBHOOK_RETRY_BASE_MS: '500',
  OUTBOX_POLL_MS: '200',
  OUTBOX_CLAIM_MS: '4000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
  API_RATE_LIMIT_PER_MINUTE: '100000',
  // The race tests fire 100 bookings per instance at one instant: they prove the database's
  // guarantees, not admission, which load shedding would refuse (server/plugins/*.test.ts).
  MAX_IN_FLIGHT_REQUESTS: '0',
};

export interface AppProcess {
  name: string;
  base: string;
  pid: number;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** True once it has ended: its pid may belong to another process by now, never signal it. */
  hasExited(): boolean;
  /** The last lines it wrote, for failure messages. */
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Every instance's output goes to a file here, for reading after a failure. */
export const LOG_DIR = path.join(os.tmpdir(), 'agendei-scale-logs');

function keepTail(child: ChildProcess, name: string) {
  mkdirSync(LOG_DIR, { recursive: true });
  const file = createWriteStream(path.join(LOG_DIR, `${name}-${child.pid}.log`));
  let tail = '';
  const append = (chunk: Buffer) => {
    file.write(chunk);
    tail = (tail + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => tail;
}

/**
 * Starts the real server (server/main.ts, as `npm start` runs it) as a child process on a free
 * loopback port and waits until it answers /api/health.
 */
export async function startAppProcess(
  name: string,
  env: Record<string, string>,
  { port }: { port?: number } = {},
): Promise<AppProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      TZ: 'UTC',
      ...SCALE_ENV,
      ...env,
      PORT: String(listenPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepTail(child, name);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const base = `http://127.0.0.1:${listenPort}`;
  await waitUntil(
    `${name} to answer /api/health`,
    async () => {
      if (gone) throw new Error(`${name} exited while starting:\n${output()}`);
      const response = await fetch(`${base}/api/health`).catch(() => undefined);
      return response?.ok;
    },
    { timeoutMs: 90_000, everyMs: 200 },
  );
  return { name, base, pid: child.pid!, exited, hasExited: () => gone, output };
}

/** Sends a signal to a process of these tests if it is still there. */
export function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** SIGTERM, then SIGKILL if it has not ended within the grace time. */
export async function stopAppProcess(app: AppProcess, graceMs = 15_000): Promise<void> {
  if (app.hasExited()) return;
  signal(app.pid, 'SIGCONT');
  signal(app.pid, 'SIGTERM');
  const timer = setTimeout(() => !app.hasExited() && signal(app.pid, 'SIGKILL'), graceMs);
  await app.exited;
  clearTimeout(timer);
}
