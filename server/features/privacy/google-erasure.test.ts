import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import {
  type GoogleTestApp,
  connectGoogle,
  startGoogleTestApp,
} from '@tests/helpers/google-connect.ts';
import { deliverDue } from '@tests/helpers/outbox.ts';
import { caller } from '@tests/helpers/requests.ts';
import { googleEventIdFor } from '../calendars/google/google-event-body.ts';

const CALENDAR = 'bruno.lima@gmail.com';

let setup: GoogleTestApp;
beforeAll(async () => {
  setup = await startGoogleTestApp();
});
afterAll(async () => setup.close());
const call = caller(() => setup.t);

describe('erasing a client whose appointment is on Google Calendar', () => {
  it('rewrites the event as "Cliente anonimizado" and drops the client from its guests', async () => {
    const { t, google, config } = setup;
    const deps = { db: t.db, config, calendars: t.calendars, sendEmail: async () => {} };
    const admin = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    expect(await connectGoogle(t, pro.token)).toBe('/settings?google_auth=success');
    const booked = await call('POST', '/api/appointments', pro.token, {
      clientName: 'Helena Sigilo',
      clientEmail: 'helena.sigilo@exemplo.com.br',
      startTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    await deliverDue(deps, Date.now());
    const eventId = googleEventIdFor(booked.json().id);
    expect(google.events.find(CALENDAR, eventId)).toMatchObject({
      summary: 'Reunião com Helena Sigilo',
      attendees: [{ email: 'helena.sigilo@exemplo.com.br' }],
    });

    const erased = await call('POST', '/api/privacy/clients/erase', admin.token, {
      email: 'helena.sigilo@exemplo.com.br',
    });
    expect(erased.statusCode).toBe(200);
    await deliverDue(deps, Date.now());
    const event = google.events.find(CALENDAR, eventId);
    expect(event).toMatchObject({ summary: 'Reunião com Cliente anonimizado', attendees: [] });
    expect(JSON.stringify(event)).not.toMatch(/helena/i);
  });
});
