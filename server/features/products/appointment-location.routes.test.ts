import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationMessages } from '@core/location/location-messages.ts';
import { webhookLogs } from '../../db/schema.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { connectGoogle, startGoogleTestApp } from '@tests/helpers/google-connect.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { callTool, connectClient, generateMcpToken, toggleMcp } from '../../mcp/mcp-test-setup.ts';
import { composeNotificationEmail } from '../email/compose-notification-email.ts';
import { webhookBody } from '../outbox/notification-payload.ts';

// One app with a Google emulator: some professionals connect, most never do.
let g: Awaited<ReturnType<typeof startGoogleTestApp>>;
let t: TestApp;
beforeAll(async () => {
  g = await startGoogleTestApp();
  t = g.t;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => g.close());

const ADDRESS = 'Av. Paulista, 1000 - Bela Vista, São Paulo';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token?: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

async function productOf(token: string, body: object) {
  const response = await call('POST', '/api/products', token, {
    name: 'Consulta inicial',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function book(proId: string, productId: string | null, days = 3) {
  const response = await call(
    'POST',
    '/api/appointments/public',
    undefined,
    publicBooking(proId, at(dateAhead(days), '10:00'), { productId, clientName: 'Maria Silva' }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The client's "Agendamento confirmado" e-mail, as it is sent. */
async function clientEmailOf(appointmentId: string) {
  const rows = await t.db
    .select()
    .from(webhookLogs)
    .where(and(eq(webhookLogs.appointmentId, appointmentId), eq(webhookLogs.channel, 'email')));
  const row = rows.find((r) => r.subscriber === 'client' && r.eventType === 'appointment.created')!;
  return {
    row,
    email: await composeNotificationEmail(t.db, row, { baseUrl: 'https://agendei.test' }),
  };
}

describe('where an appointment happens', () => {
  it('refuses an in-person service without an address and a video link that is not https', async () => {
    const { pro } = await bookableProfessional(t);
    const noAddress = await call('POST', '/api/products', pro.token, {
      name: 'Consulta',
      locationKind: 'in_person',
      locationDetail: '  ',
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.body).toContain(locationMessages.addressRequired);
    const badLink = await call('POST', '/api/products', pro.token, {
      name: 'Consulta',
      locationKind: 'online',
      locationDetail: 'zoom.us/j/123',
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.body).toContain(locationMessages.invalidLink);
    const unknown = await call('POST', '/api/products', pro.token, {
      name: 'C',
      locationKind: 'lua',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps a service in person at its address and changes it to phone as a whole', async () => {
    const { pro } = await bookableProfessional(t);
    const product = await productOf(pro.token, {
      locationKind: 'in_person',
      locationDetail: ADDRESS,
    });
    expect(product).toMatchObject({
      locationKind: 'in_person',
      locationDetail: ADDRESS,
      location: {
        kind: 'in_person',
        detail: ADDRESS,
        googleMeet: false,
        summary: `Presencial: ${ADDRESS}`,
      },
    });
    const renamed = await call('PUT', `/api/products/${product.id}`, pro.token, {
      name: 'Retorno',
    });
    expect(renamed.json()).toMatchObject({
      name: 'Retorno',
      locationKind: 'in_person',
      locationDetail: ADDRESS,
    });
    const phone = await call('PUT', `/api/products/${product.id}`, pro.token, {
      locationKind: 'phone',
    });
    expect(phone.json()).toMatchObject({ locationKind: 'phone', locationDetail: null });
    const alone = await call('PUT', `/api/products/${product.id}`, pro.token, {
      locationDetail: 'x',
    });
    expect(alone.statusCode).toBe(400);
  });

  it('says the address of an in-person booking everywhere and never promises a Google Meet', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const product = await productOf(pro.token, {
      locationKind: 'in_person',
      locationDetail: ADDRESS,
    });
    const page = await call('GET', `/api/booking/personal/${pro.bookingSlug}`);
    expect(page.json().professional.products[0].location.summary).toBe(`Presencial: ${ADDRESS}`);

    const booked = await book(pro.id, product.id);
    const place = {
      kind: 'in_person',
      detail: ADDRESS,
      googleMeet: false,
      summary: `Presencial: ${ADDRESS}`,
    };
    expect(booked.location).toEqual(place);
    expect(booked.manageToken).toMatch(/^[0-9a-f]{64}$/);

    // The manage page and its .ics download.
    const managed = await call('GET', `/api/booking/manage/${booked.manageToken}`);
    expect(managed.json().location).toEqual(place);
    const ics = await call('GET', `/api/booking/manage/${booked.manageToken}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.headers['content-disposition']).toContain('agendamento.ics');
    const unfolded = ics.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('LOCATION:Av. Paulista\\, 1000 - Bela Vista\\, São Paulo');
    expect(unfolded).toContain('METHOD:PUBLISH');
    expect(unfolded).not.toContain(pro.email);
    expect(unfolded).not.toContain('Google Meet');
    expect(
      (await call('GET', `/api/booking/manage/${'0'.repeat(64)}/calendar.ics`)).statusCode,
    ).toBe(404);

    // The e-mail (text and .ics LOCATION) and the webhook payload.
    const { row, email } = await clientEmailOf(booked.id);
    expect(email.text).toContain(`Presencial: ${ADDRESS}`);
    expect(email.text + email.html).not.toMatch(/Google Meet|link enviado/);
    expect(email.ics!.content.replace(/\r\n[ \t]/g, '')).toContain('LOCATION:Av. Paulista\\, 1000');
    const body = webhookBody('evt', new Date(), row.payload as never);
    expect(body.data.location).toEqual(place);

    // REST v1 and MCP.
    const apiToken = (await call('POST', '/api/admin/generate-api-token', admin.token)).json()
      .apiToken;
    await call('POST', '/api/admin/toggle-api', admin.token, { enabled: true });
    const v1 = await call('GET', `/api/v1/appointments/${booked.id}`, apiToken);
    expect(v1.json().location).toEqual(place);
    const mcpToken = await generateMcpToken(t, admin.token);
    await toggleMcp(t, admin.token, true);
    const { port } = t.app.server.address() as { port: number };
    const client = await connectClient(`http://127.0.0.1:${port}/mcp-server`, mcpToken);
    const day = dateAhead(3);
    const listed = await callTool(client, 'list_appointments', { from: day, to: day });
    await client.close();
    expect(listed.data.appointments[0].location).toEqual(place);
  });

  it('promises no Google Meet for an online service while the professional has no Google connection', async () => {
    const { pro } = await bookableProfessional(t);
    const online = await productOf(pro.token, { locationKind: 'online' });
    expect(online.location).toMatchObject({ googleMeet: false });
    expect(online.location.summary).not.toContain('Google Meet');
    const booked = await book(pro.id, online.id);
    expect(booked.location.summary).toBe(
      'Online (o link de acesso será combinado com o profissional)',
    );
    const { email } = await clientEmailOf(booked.id);
    expect(email.text).not.toContain('Google Meet');

    const zoom = await productOf(pro.token, {
      name: 'Retorno',
      locationKind: 'online',
      locationDetail: 'https://zoom.us/j/123',
    });
    const second = await book(pro.id, zoom.id, 4);
    expect(second.location.summary).toBe('Online: https://zoom.us/j/123');
    const { email: zoomEmail } = await clientEmailOf(second.id);
    expect(zoomEmail.text).toContain('https://zoom.us/j/123');
    expect(zoomEmail.ics!.content).toContain('LOCATION:https://zoom.us/j/123');
  });

  it('offers Google Meet once the connection creates Meets, and not at an address', async () => {
    const { pro } = await bookableProfessional(t);
    expect(await connectGoogle(t, pro.token)).toBe('/settings?google_auth=success');
    const online = await productOf(pro.token, { locationKind: 'online' });
    expect(online.location).toMatchObject({ kind: 'online', googleMeet: true });
    expect(online.location.summary).toContain('Google Meet');
    const inPerson = await productOf(pro.token, {
      name: 'Presencial',
      locationKind: 'in_person',
      locationDetail: ADDRESS,
    });
    expect(inPerson.location.googleMeet).toBe(false);
    const off = await call('PATCH', '/api/user/profile', pro.token, { autoCreateMeet: false });
    expect(off.statusCode, off.body).toBe(200);
    const listed = (await call('GET', '/api/products', pro.token)).json();
    expect(listed.every((p: { location: { googleMeet: boolean } }) => !p.location.googleMeet)).toBe(
      true,
    );
  });
});
