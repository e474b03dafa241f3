import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { sharedTestCertificates } from '../helpers/test-certificates.ts';

const port = Number(process.env.E2E_PORT ?? 5180);
export const baseURL = `http://127.0.0.1:${port}`;
/** Where the journeys read the e-mails the server sent (see mailbox.ts). */
export const mailboxURL = `http://127.0.0.1:${port + 1}`;

// The PSP emulator's CA and client certificate (pix.spec.ts), made once for the whole run.
const pspCertificates = sharedTestCertificates();

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // CI keeps its log's tail: each failure's error is printed again at the end of the run.
  reporter: process.env.CI
    ? [['line'], ['./failure-digest-reporter.ts']]
    : [['list'], ['./failure-digest-reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx tests/e2e/serve.ts',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
      // Every journey's browser comes from 127.0.0.1: one address for all their live streams.
      STREAMS_PER_ADDRESS: '1000',
      // Load shedding stays on, but two browsers and the server share two cores here: a request
      // that waited 100 ms for a starved event loop is no overload (the default sheds it, 503).
      MAX_QUEUE_WAIT_MS: '2000',
      E2E_MAILBOX_PORT: String(port + 1),
      // Google is an emulator on port + 2, started by serve.ts; the key is for tests only.
      E2E_GOOGLE_PORT: String(port + 2),
      GOOGLE_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
      GOOGLE_REDIRECT_URI: `${baseURL}/api/google/callback`,
      // WhatsApp's Cloud API is an emulator on port + 3, started by serve.ts.
      E2E_WHATSAPP_PORT: String(port + 3),
      // Offices may set up a Pix PSP (decision 085); the emulator's CA is trusted (tests only).
      PIX_PSP_KEY: Buffer.alloc(32, 9).toString('base64'),
      PIX_PSP_CA_FILE: pspCertificates.caFile,
      // The journeys' webhook receivers listen on 127.0.0.1; retries and the outbox stay quick.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_BASE_MS: '200',
      OUTBOX_POLL_MS: '200',
    },
    reuseExistingServer: false,
    // A loaded 2-core machine (CI beside other work) can take a minute to migrate and start.
    timeout: 180_000,
  },
});
