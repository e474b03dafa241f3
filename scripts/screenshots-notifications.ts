// The notifications part of scripts/screenshots.ts: webhook receivers on localhost, the seeded
// professional's and organization's webhooks (the agenda's bookings then fill their logs, plus a
// test that fails and one that works), and the /notifications and /integrations shots.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Api = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;
type Session = { token: string };
type Scope = { token: string; settings: string; test: string; url: (ok: boolean) => string };

/** A receiver answering every POST with `status`; the server must allow private webhooks. */
async function receiver(status: number) {
  const server = http.createServer((request, response) => {
    request.resume().on('end', () => response.writeHead(status).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: (path: string) => `http://localhost:${port}${path}` };
}

const allEvents = [
  'appointment.created',
  'appointment.updated',
  'appointment.cancelled',
  'appointment.reminder',
];

/** Turns both webhooks on, before the agenda is booked; `settle` tests them and waits. */
export async function seedNotifications(api: Api, admin: Session, professional: Session) {
  const ok = await receiver(200);
  const broken = await receiver(500);
  const scopes: Scope[] = [
    {
      token: professional.token,
      settings: '/api/notification-settings',
      test: '/api/webhook/test',
      url: (works) => (works ? ok : broken).url('/webhooks/agendei'),
    },
    {
      token: admin.token,
      settings: '/api/admin/webhook-settings',
      test: '/api/admin/webhook/test',
      url: (works) => (works ? ok : broken).url('/crm/escritorio'),
    },
  ];
  const save = (scope: Scope, body: object) => api('POST', scope.settings, body, scope.token);
  for (const [index, scope] of scopes.entries()) {
    const notificationTimes = index === 0 ? [60, 1440] : [1440];
    const settings = { webhookUrl: scope.url(true), webhookEvents: allEvents, notificationTimes };
    await save(scope, { webhookNotificationsEnabled: true, ...settings });
  }

  const settle = async () => {
    for (const scope of scopes) {
      await save(scope, { webhookUrl: scope.url(false) });
      await api('POST', scope.test, undefined, scope.token).catch(() => undefined); // logged
      await save(scope, { webhookUrl: scope.url(true) });
      await api('POST', scope.test, undefined, scope.token);
    }
    await new Promise((resolve) => setTimeout(resolve, 3000)); // the outbox delivers what is due
  };
  const stop = () => {
    ok.server.close();
    broken.server.close();
  };
  return { settle, stop };
}

/** The notification shots, as entries of the main script's list. */
export const notificationShots = (admin: unknown, professional: unknown) => [
  { path: '/notifications', name: 'notifications', session: professional },
  { path: '/integrations', name: 'integrations-webhooks', session: admin },
];
