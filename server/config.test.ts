import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from './config.ts';

describe('loadConfig', () => {
  it('works with an empty environment, on PGlite at port 5000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 5000, HOST: '0.0.0.0', DATA_DIR: './data' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops with a clear list of what is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('reads boolean flags', () => {
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(loadConfig({}).WEBHOOK_ALLOW_PRIVATE).toBe(false);
  });

  it('turns Google on only with client id, secret and a 32-byte key together', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...google, GOOGLE_TOKEN_KEY: key }).GOOGLE_TOKEN_KEY).toBe(key);
    expect(() => loadConfig(google)).toThrow(/GOOGLE_TOKEN_KEY together/);
    expect(() => loadConfig({ ...google, GOOGLE_TOKEN_KEY: 'curta' })).toThrow(/32 bytes/);
  });

  it('takes the replaced Google token keys as a comma-separated list of 32-byte keys', () => {
    const google = {
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_TOKEN_KEY: Buffer.alloc(32, 1).toString('base64'),
    };
    const previous = `${Buffer.alloc(32, 2).toString('base64')}, ${'ab'.repeat(32)}`;
    expect(loadConfig({ ...google, GOOGLE_TOKEN_KEY_PREVIOUS: previous })).toMatchObject({
      GOOGLE_TOKEN_KEY_PREVIOUS: previous,
    });
    expect(() => loadConfig({ ...google, GOOGLE_TOKEN_KEY_PREVIOUS: 'curta' })).toThrow(
      /separated by commas/,
    );
  });

  it('sheds load by default, with time-bounded waiting; 0 turns it off, and tests start without it', () => {
    const config = loadConfig({});
    expect(config.MAX_IN_FLIGHT_REQUESTS).toBeGreaterThan(0);
    expect(config.MAX_QUEUE_WAIT_MS).toBeGreaterThan(0);
    expect(loadConfig({ MAX_IN_FLIGHT_REQUESTS: '0' }).MAX_IN_FLIGHT_REQUESTS).toBe(0);
    expect(() => loadConfig({ MAX_QUEUE_WAIT_MS: '0' })).toThrow(/MAX_QUEUE_WAIT_MS/);
    expect(testConfig().MAX_IN_FLIGHT_REQUESTS).toBe(0);
  });
});
