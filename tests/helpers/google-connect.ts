import type { Config } from '../../server/config.ts';
import { bearer } from './factories.ts';
import { startGoogleEmulator } from './google-emulator.ts';
import { fastRetryConfig } from './outbox.ts';
import type { Method } from './requests.ts';
import { type TestApp, createTestApp } from './test-app.ts';

/** A 32-byte token key for tests that connect Google. */
export const GOOGLE_TEST_TOKEN_KEY = Buffer.alloc(32, 7).toString('base64');

/**
 * Connects a signed-in user to the Google emulator through the real consent flow, as the browser
 * does: our consent URL, Google's redirect back, our callback. Answers the callback's redirect.
 */
export async function connectGoogle(t: TestApp, token: string): Promise<string | undefined> {
  const call = (method: Method, url: string) =>
    t.app.inject({ method, url, headers: bearer(token) });
  const { authUrl } = (await call('GET', '/api/google/oauth')).json();
  const atGoogle = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(atGoogle.headers.get('location')!);
  const query = new URLSearchParams({
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
  });
  const callback = await call('GET', `/api/google/callback?${query}`);
  return callback.headers.location as string | undefined;
}

/** A test app pointed at its own Google emulator, with the outbox's quick retries. */
export async function startGoogleTestApp() {
  const google = await startGoogleEmulator();
  const config = {
    ...fastRetryConfig,
    ...google.config(),
    GOOGLE_TOKEN_KEY: GOOGLE_TEST_TOKEN_KEY,
  } as Config;
  const t = await createTestApp(config);
  return {
    google,
    config,
    t,
    close: async () => {
      await t.close();
      await google.close();
    },
  };
}

export type GoogleTestApp = Awaited<ReturnType<typeof startGoogleTestApp>>;
