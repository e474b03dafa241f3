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
// Google is a loopback emulator in this process (see tests/helpers/google-emulator.ts).
if (process.env.E2E_GOOGLE_PORT) {
  const { startGoogleEmulator } = await import('../helpers/google-emulator.ts');
  const google = await startGoogleEmulator({ port: Number(process.env.E2E_GOOGLE_PORT) });
  Object.assign(process.env, google.config());
}
// WhatsApp's Cloud API is a loopback emulator in this process (tests/helpers/whatsapp-emulator.ts).
if (process.env.E2E_WHATSAPP_PORT) {
  const { startWhatsappEmulator } = await import('../helpers/whatsapp-emulator.ts');
  const whatsapp = await startWhatsappEmulator({ port: Number(process.env.E2E_WHATSAPP_PORT) });
  process.env.WHATSAPP_API_URL = whatsapp.apiUrl;
}
await import('../../server/main.ts');
