import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInProfessional, signedInSecretary } from '@tests/helpers/factories.ts';
import { requestAs } from '@tests/helpers/blocks.ts';
import { at, bookableProfessional, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

const client = { clientName: 'Maria Santos', clientEmail: 'maria@example.com' };

describe('a secretary runs every agenda of her office, and nothing else (decision 080)', () => {
  let t: TestApp;
  let office: Awaited<ReturnType<typeof bookableProfessional>>;
  let colleague: Awaited<ReturnType<typeof signedInProfessional>>;
  let secretary: ReturnType<typeof requestAs>;
  let secretaryId: string;
  let secretaryToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    office = await bookableProfessional(t);
    colleague = await signedInProfessional(t, office.admin.user.organizationId, {
      name: 'Carla Dias',
    });
    const signedIn = await signedInSecretary(t, office.admin.user.organizationId);
    secretaryId = signedIn.id;
    secretaryToken = signedIn.token;
    secretary = requestAs(t, signedIn.token);
  });
  afterAll(() => t.close());

  it("books a lawyer, moves the appointment, hands it to a colleague and cancels it; the lawyer's agenda follows", async () => {
    const date = dateAhead(3);
    const created = await secretary('POST', '/api/appointments', {
      ...client,
      userId: office.pro.id,
      startTime: at(date, '09:00'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    const move = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/appointments/${id}`,
        payload,
        headers: bearer(secretaryToken),
      });
    const later = await move({ startTime: at(date, '10:00'), clientName: 'Maria S. Oliveira' });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({
      startTime: at(date, '10:00'),
      clientName: 'Maria S. Oliveira',
    });
    const handed = await move({ userId: colleague.id });
    expect(handed.json().userId).toBe(colleague.id);

    const onTheAgenda = await secretary(
      'GET',
      `/api/appointments?from=${at(date, '00:00')}&to=${at(date, '23:59')}`,
    );
    expect(onTheAgenda.json().map((a: { id: string }) => a.id)).toEqual([id]);
    const colleagues = await requestAs(t, colleague.token)('GET', '/api/appointments');
    expect(colleagues.json().map((a: { id: string }) => a.id)).toContain(id);

    expect((await secretary('DELETE', `/api/appointments/${id}`)).statusCode).toBe(204);
    expect((await secretary('DELETE', `/api/appointments/${id}`)).statusCode).toBe(404);
  });

  it("blocks a lawyer's afternoon and sees it on the office's agenda", async () => {
    const date = dateAhead(4);
    const created = await secretary('POST', '/api/blocks', {
      title: 'Audiência',
      startTime: at(date, '14:00'),
      endTime: at(date, '16:00'),
      userIds: [office.pro.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().blocks).toMatchObject([{ userId: office.pro.id, title: 'Audiência' }]);
    const listed = await secretary(
      'GET',
      `/api/blocks?from=${at(date, '00:00')}&to=${at(date, '23:59')}`,
    );
    expect(listed.json()).toMatchObject([{ userId: office.pro.id, title: 'Audiência' }]);
  });

  it('names a lawyer for each change: none, herself or another secretary is refused, nothing written', async () => {
    const startTime = at(dateAhead(3), '11:00');
    const none = await secretary('POST', '/api/appointments', { ...client, startTime });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Escolha o profissional da agenda.');
    const herself = await secretary('POST', '/api/blocks', {
      title: 'Almoço',
      startTime,
      endTime: at(dateAhead(3), '12:00'),
      userIds: [secretaryId],
    });
    expect(herself.statusCode).toBe(400);
    const other = await signedInSecretary(t, office.admin.user.organizationId);
    const named = await secretary('POST', '/api/appointments', {
      ...client,
      userId: other.id,
      startTime,
    });
    expect(named.statusCode).toBe(404);
    const list = await secretary('GET', '/api/appointments');
    expect(list.json().filter((a: { startTime: string }) => a.startTime === startTime)).toEqual([]);
  });

  it("cannot touch another office: its appointment, lawyer and blocks are 404, as for anyone else's", async () => {
    const other = await bookableProfessional(t);
    const theirs = await requestAs(t, other.admin.token)('POST', '/api/appointments', {
      ...client,
      userId: other.pro.id,
      startTime: at(dateAhead(3), '09:00'),
    });
    const id = theirs.json().id as string;
    expect((await secretary('DELETE', `/api/appointments/${id}`)).statusCode).toBe(404);
    expect(
      (
        await secretary('POST', '/api/appointments', {
          ...client,
          userId: other.pro.id,
          startTime: at(dateAhead(3), '10:00'),
        })
      ).statusCode,
    ).toBe(404);
    expect((await secretary('GET', `/api/appointments?userId=${other.pro.id}`)).statusCode).toBe(
      404,
    );
    const listed = (await secretary('GET', '/api/appointments')).json() as Array<{ id: string }>;
    expect(listed.map((a) => a.id)).not.toContain(id);
  });

  it('is refused the integrations (REST API and MCP tokens, AI connections), webhooks, Pix and the team', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/integration-settings'],
      ['POST', '/api/admin/generate-mcp-token'],
      ['POST', '/api/admin/generate-api-token'],
      ['GET', '/api/admin/mcp-connections'],
      ['GET', '/api/admin/webhook-settings'],
      ['GET', '/api/notification-settings'],
      ['GET', '/api/user/pix'],
      ['POST', '/api/admin/invitations'],
      ['PATCH', '/api/admin/organization'],
    ] as const) {
      const response = await secretary(method as 'GET' | 'POST' | 'PATCH', url, {});
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe('Você não tem permissão para esta ação.');
    }
  });

  it('is never offered to clients: the office page and the REST list leave her out', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/booking/shared/admin/${office.admin.user.id}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(office.pro.id);
    expect(page.body).not.toContain(secretaryId);
  });
});
