// The real server on a throwaway data folder, for the browser journeys; the folder goes when it stops.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agendei-e2e-'));
process.env.DATA_DIR = dataDir;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
// E-mails go to a real SMTP server in this process; the journeys read them over HTTP.
if (process.env.E2E_MAILBOX_PORT) {
  const { startMailbox } = await import('./mailbox.ts');
  process.env.SMTP_URL = (await startMailbox(Number(process.env.E2E_MAILBOX_PORT))).smtpUrl;
}
await import('../../server/main.ts');
