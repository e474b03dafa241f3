import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase } from '@tests/helpers/test-database.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { REDACT_PATHS, maskUrl } from './logging.ts';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', WEB_DIST_DIR: './no-web-build' }),
    database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('structured logs', () => {
  it('writes JSON lines with the request id, never the password or the session token', async () => {
    const password = 'senha-secreta-987';
    const email = `log-${Date.now()}@example.com`;
    await app.inject({
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: { name: 'Ana Log', email, password },
    });
    lines.length = 0;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email, password },
      headers: { 'x-request-id': 'req-login-42' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['x-request-id']).toBe('req-login-42');
    const token = login.json().token as string;
    const cookie = login.cookies.find((c) => c.name === 'agendei_session')!.value;
    const profile = await app.inject({
      url: '/api/user/profile',
      cookies: { agendei_session: cookie },
      headers: { authorization: `Bearer ${token}` },
    });
    // An expired or forged token in the stream's URL is refused at once, and masked in the log.
    const stream = await app.inject({ url: '/api/notifications/stream?token=tok-in-url-123&x=1' });
    expect(profile.statusCode).toBe(200);
    expect(stream.statusCode).toBe(401);

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofLogin = records.filter((record) => record.reqId === 'req-login-42');
    expect(ofLogin.map((record) => record.msg)).toEqual(['incoming request', 'request completed']);
    expect(records.every((record) => typeof record.reqId === 'string' || !record.req)).toBe(true);
    const everything = lines.join('\n');
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(cookie);
    expect(everything).not.toContain('tok-in-url-123');
    expect(everything).toContain('/api/notifications/stream?token=***&x=1');
  });

  it('honours a sane incoming X-Request-Id and replaces anything else with a uuid', async () => {
    const forged = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'x"} {"level":60 injected' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await app.inject({ url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(forged.headers['x-request-id']);
  });
});

describe('redaction', () => {
  it('censors passwords, tokens, secrets and auth headers wherever a log call puts them', () => {
    const out: string[] = [];
    const logger = pino(
      { redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
      { write: (line: string) => void out.push(line) },
    );
    logger.info({
      password: 'p1',
      body: { password: 'p2', newPassword: 'p3', webhookSecret: 'whsec_1' },
      google: { access_token: 'ya29.x', refresh_token: '1//r' },
      req: { headers: { authorization: 'Bearer agd_api_1', cookie: 'agendei_session=s' } },
      res: { headers: { 'set-cookie': 'agendei_session=s2' } },
    });
    for (const secret of ['p1', 'p2', 'p3', 'whsec_1', 'ya29.x', '1//r', 'agd_api_1', '=s']) {
      expect(out[0]).not.toContain(secret);
    }
    expect(out[0]).toContain('[redacted]');
  });

  it('masks secrets carried in URLs', () => {
    expect(maskUrl('/api/google/callback?code=4/abc&state=xyz')).toBe(
      '/api/google/callback?code=***&state=***',
    );
    expect(maskUrl('/api/booking/manage/tok123/cancel')).toBe('/api/booking/manage/***/cancel');
    expect(maskUrl('/agendamento/tok123')).toBe('/agendamento/***');
    // The office PSP's webhook carries its secret in the path (decision 085).
    expect(maskUrl('/api/pix/psp/webhook/s3cr3t/pix')).toBe('/api/pix/psp/webhook/***/pix');
    // Any case: the web app's router opens the private page however its path is written.
    expect(maskUrl('/AGENDAMENTO/tok123')).toBe('/AGENDAMENTO/***');
  });
});
