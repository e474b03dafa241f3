// Another real server beside the journeys' shared one (playwright.config.ts), for a journey that
// needs a deployment the shared server is not: serve.ts with other settings, started by the spec
// itself so that only that spec pays for it.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the shared server has and a second one leaves out unless `env` brings it back. */
const SHARED_ONLY = ['SMTP_URL', 'E2E_MAILBOX_PORT', 'E2E_GOOGLE_PORT', 'E2E_WHATSAPP_PORT'];

export interface SecondServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`second server exited (${child.exitCode})`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`second server not healthy at ${baseURL} after ${timeoutMs} ms`);
}

/**
 * Starts serve.ts on `port` with the journeys' usual limits, no SMTP, Google or WhatsApp
 * emulators, and `env` on top; resolves once /api/health answers.
 */
export async function startSecondServer(
  port: number,
  env: Record<string, string> = {},
): Promise<SecondServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SHARED_ONLY.includes(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/serve.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
      STREAMS_PER_ADDRESS: '1000',
      // As the shared server: on two busy cores a request that waited 100 ms is no overload.
      MAX_QUEUE_WAIT_MS: '2000',
      OUTBOX_POLL_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    // A loaded 2-core machine can take a minute to migrate and start (as the shared server).
    await waitForHealth(baseURL, child, 150_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
