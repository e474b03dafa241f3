import { randomBytes } from 'node:crypto';
import {
  PSP_CLIENT_ID,
  PSP_CLIENT_SECRET,
  PSP_PIX_KEY,
  type PixPspEmulator,
  startPixPspEmulator,
} from './pix-psp-emulator.ts';
import { type TestCertificates, makeTestCertificates } from './test-certificates.ts';
import { type TestApp, createTestApp } from './test-app.ts';

/** The office's PSP settings as its admin saves them, pointing at the emulator (decision 085). */
export const pspSettingsOf = (psp: PixPspEmulator, certs: TestCertificates) => ({
  baseUrl: psp.baseUrl,
  clientId: PSP_CLIENT_ID,
  clientSecret: PSP_CLIENT_SECRET,
  certificate: certs.client.cert,
  privateKey: certs.client.key,
  pixKey: PSP_PIX_KEY,
});

/**
 * An app whose offices may set up a PSP, and the loopback PSP emulator (mTLS) that charges and
 * notifies it: one per test file. The PSP's webhook reaches the app through inject(): the path is
 * what the PSP was given.
 */
export async function startPspTestApp() {
  const certs = makeTestCertificates();
  const t: TestApp = await createTestApp({
    PIX_PSP_KEY: randomBytes(32).toString('base64'),
    PIX_PSP_CA_FILE: certs.caFile,
    PUBLIC_URL: 'https://agendei.example.com',
  });
  const psp = await startPixPspEmulator(certs, {
    deliver: async (url, body) => {
      const { pathname } = new URL(url);
      return (await t.app.inject({ method: 'POST', url: pathname, payload: body })).statusCode;
    },
  });
  return {
    t,
    certs,
    psp,
    async close() {
      await psp.close();
      await t.close();
    },
  };
}
