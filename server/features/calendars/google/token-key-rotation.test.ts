import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleMessages } from '@core/messages.ts';
import { bearer, signedInProfessional } from '@tests/helpers/factories.ts';
import {
  GOOGLE_TEST_TOKEN_KEY,
  type GoogleTestApp,
  connectGoogle,
  startGoogleTestApp,
} from '@tests/helpers/google-connect.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { buildApp } from '../../../app.ts';
import { type Config, testConfig } from '../../../config.ts';
import { googleConnections } from '../../../db/schema.ts';
import { rekeyGoogleTokens } from './rekey-google-tokens.ts';
import { decryptToken } from './token-cipher.ts';

const OLD_KEY = Buffer.from(GOOGLE_TEST_TOKEN_KEY, 'base64');
const NEW_KEY = Buffer.alloc(32, 9);

let google: GoogleTestApp['google'];
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ google, t, close } = await startGoogleTestApp());
});
afterAll(() => close());

/** Another instance of the app on the same database, with its own Google token keys. */
async function instanceWith(keys: Partial<Config>) {
  const config = testConfig({
    WEB_DIST_DIR: './no-web-build',
    ...google.config(),
    GOOGLE_TOKEN_KEY: NEW_KEY.toString('base64'),
    ...keys,
  });
  const app = await buildApp({ config, database: { ...t.database, close: async () => {} } });
  await app.ready();
  return app;
}

const storedTokens = async (userId: string) => {
  const [row] = await t.db
    .select()
    .from(googleConnections)
    .where(eq(googleConnections.userId, userId));
  return { access: row!.accessToken!, refresh: row!.refreshToken! };
};

describe('rotating GOOGLE_TOKEN_KEY', () => {
  it('reads old tokens through GOOGLE_TOKEN_KEY_PREVIOUS, re-seals them, then needs only the new key', async () => {
    const pro = await signedInProfessional(t);
    expect(await connectGoogle(t, pro.token)).toBe('/settings?google_auth=success');
    const sealed = await storedTokens(pro.id);
    const refreshToken = decryptToken(OLD_KEY, sealed.refresh);
    const calendars = (app: Awaited<ReturnType<typeof instanceWith>>) =>
      app.inject({ method: 'GET', url: '/api/google/calendars', headers: bearer(pro.token) });

    // The new key alone cannot open what the old one sealed: the professional is asked to
    // reconnect (nothing is changed, so restoring the key restores the connection).
    const newOnly = await instanceWith({});
    const refused = await calendars(newOnly);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(googleMessages.tokenUnreadable);
    await newOnly.close();
    expect(await storedTokens(pro.id)).toEqual(sealed);

    // During the rotation both are known: the calendars load, and a start re-seals the tokens.
    const rotating = await instanceWith({ GOOGLE_TOKEN_KEY_PREVIOUS: GOOGLE_TEST_TOKEN_KEY });
    expect((await calendars(rotating)).statusCode).toBe(200);
    await rotating.close();
    const keys = { tokenKey: NEW_KEY, previousTokenKeys: [OLD_KEY] };
    expect(await rekeyGoogleTokens(t.db, keys)).toEqual({ rekeyed: 1, current: 0, unreadable: 0 });
    const resealed = await storedTokens(pro.id);
    expect(decryptToken(NEW_KEY, resealed.refresh)).toBe(refreshToken);
    expect(() => decryptToken(OLD_KEY, resealed.refresh)).toThrow();
    // Running it again (another instance starting) changes nothing.
    expect(await rekeyGoogleTokens(t.db, keys)).toEqual({ rekeyed: 0, current: 1, unreadable: 0 });

    const rotated = await instanceWith({});
    expect((await calendars(rotated)).statusCode).toBe(200);
    await rotated.close();
  });
});
