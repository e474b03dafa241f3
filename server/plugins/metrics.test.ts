import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
let withToken: TestApp;
beforeAll(async () => {
  [t, withToken] = await Promise.all([
    createTestApp(),
    createTestApp({ METRICS_TOKEN: 'scrape-secret' }),
  ]);
});
afterAll(() => Promise.all([t.close(), withToken.close()]));

const scrape = async (app: TestApp, headers: Record<string, string> = {}) =>
  app.app.inject({ url: '/metrics', headers });

/** The value of one series in Prometheus text, e.g. sample(text, 'x_total{a="1"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts requests by route template and status, with latency and process metrics', async () => {
    await t.app.inject({ url: '/api/booking/nao-existe' });
    await t.app.inject({ url: '/api/booking/outro-que-nao-existe' });
    const response = await scrape(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    const route = 'method="GET",route="/api/booking/:slug"';
    expect(sample(text, `agendei_http_requests_total{${route},status_code="404"}`)).toBe(2);
    expect(sample(text, `agendei_http_request_duration_seconds_count{${route}}`)).toBe(2);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('without METRICS_TOKEN, refuses anything but a direct request from this machine', async () => {
    const proxied = await scrape(t, { 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.json().message).toMatch(/METRICS_TOKEN/);
    const remote = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
  });

  it('with METRICS_TOKEN, needs exactly that bearer token (from anywhere)', async () => {
    expect((await scrape(withToken)).statusCode).toBe(401);
    expect((await scrape(withToken, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    const remote = await withToken.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(remote.statusCode).toBe(200);
  });
});
