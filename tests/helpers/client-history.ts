import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_EVENTS } from '@core/constants.ts';
import { createEmailSender } from '../../server/features/email/email-sender.ts';
import { testConfig } from '../../server/config.ts';
import { bearer } from './factories.ts';
import { deliverDue } from './outbox.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from './scheduling.ts';
import type { TestApp } from './test-app.ts';

/** A client whose every personal field is easy to look for anywhere in the database. */
export interface TestClient {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  notes: string;
  /** The phone's digits, whatever the writing stored. */
  phoneDigits: string;
}

export const MARIANA: TestClient = {
  clientName: 'Mariana Quintanilha',
  clientEmail: 'mariana.quintanilha@exemplo.com.br',
  clientPhone: '(21) 99876-5432',
  notes: 'Alergia a dipirona, ligar antes',
  phoneDigits: '21998765432',
};

export const OTAVIO: TestClient = {
  clientName: 'Otávio Brandão',
  clientEmail: 'otavio.brandao@exemplo.com.br',
  clientPhone: '(31) 98123-4567',
  notes: 'Prefere atendimento por vídeo',
  phoneDigits: '31981234567',
};

/** What to look for: e-mail, name, notes, the phone's digits and its typed writing. */
export const needlesOf = (client: TestClient) => [
  client.clientEmail,
  client.clientName,
  client.notes,
  client.phoneDigits,
  client.clientPhone,
];

export const fieldsOf = ({ phoneDigits: _digits, ...fields }: TestClient) => fields;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A call that must succeed (2xx), returning its JSON. */
export async function must(
  t: TestApp,
  method: Method,
  url: string,
  token: string | undefined,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return json ? response.json() : response.body;
}

/** An office with a bookable professional (holidays never close the test dates). */
export async function office(t: TestApp) {
  const found = await bookableProfessional(t);
  await must(t, 'PATCH', '/api/user/profile', found.pro.token, { blockHolidays: false });
  return found;
}

/**
 * A client's whole history in one office, through the real API: a public booking (with an
 * idempotency key), a staff booking moved once, a cancelled booking, a webhook subscription
 * whose receiver echoes the data, and the e-mails delivered to the e-mail outbox. Another client
 * of the same office and the same client in another office are there too.
 */
export async function seedClientHistory(t: TestApp, webhookUrl: string) {
  const { admin, pro } = await office(t);
  await must(t, 'POST', '/api/notification-settings', pro.token, {
    webhookNotificationsEnabled: true,
    webhookUrl,
    webhookEvents: [...WEBHOOK_EVENTS],
    emailNotificationsEnabled: true,
  });
  const mariana = fieldsOf(MARIANA);
  const publicStart = at(dateAhead(3), '10:00');
  const booked = await must(
    t,
    'POST',
    '/api/appointments/public',
    undefined,
    publicBooking(pro.id, publicStart, mariana),
    { 'idempotency-key': `reserva-${MARIANA.clientEmail}` },
  );
  const staff = await must(t, 'POST', '/api/appointments', admin.token, {
    ...mariana,
    userId: pro.id,
    startTime: at(dateAhead(5), '09:00'),
  });
  const moved = await must(t, 'PUT', `/api/appointments/${staff.id}`, admin.token, {
    startTime: at(dateAhead(5), '11:00'),
  });
  const cancelled = await must(t, 'POST', '/api/appointments', pro.token, {
    ...mariana,
    startTime: at(dateAhead(6), '09:00'),
  });
  await must(t, 'DELETE', `/api/appointments/${cancelled.id}`, pro.token);
  const other = await must(t, 'POST', '/api/appointments', admin.token, {
    ...fieldsOf(OTAVIO),
    userId: pro.id,
    startTime: at(dateAhead(4), '09:00'),
  });
  const elsewhere = await office(t);
  const foreign = await must(t, 'POST', '/api/appointments', elsewhere.admin.token, {
    ...mariana,
    userId: elsewhere.pro.id,
    startTime: at(dateAhead(3), '10:00'),
  });
  const config = testConfig({ WEBHOOK_ALLOW_PRIVATE: true, WEBHOOK_TIMEOUT_MS: 2000 });
  const sender = createEmailSender({ db: t.db, config });
  await deliverDue({ db: t.db, config, sendEmail: sender.send }, Date.now());
  await sender.close();
  return {
    admin,
    pro,
    appointments: { booked, moved, cancelledId: cancelled.id as string, other, foreign },
    elsewhere,
  };
}

/**
 * A webhook receiver that answers with what it got, as some do: the outbox keeps that answer.
 * With `hold`, it answers only once that promise settles (a delivery kept in flight).
 */
export async function startEchoReceiver(options: { hold?: Promise<unknown> } = {}) {
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      received.push(body.toString('utf8'));
      await options.hold;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    /** The bodies received so far, in order. */
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
