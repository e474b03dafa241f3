import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema.ts';
import { expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { registerAdmin, signedInProfessional, bearer } from '@tests/helpers/factories.ts';
import { at, bookableProfessional, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  token?: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });

const client = {
  clientName: 'Maria Santos',
  clientEmail: 'maria@example.com',
  clientPhone: '11987654321',
};

describe('staff appointments', () => {
  it('an admin books any professional of the organization; 60 minutes by default', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const date = dateAhead(2);
    const response = await call('POST', '/api/appointments', admin.token, {
      ...client,
      userId: pro.id,
      startTime: at(date, '15:00'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: pro.id,
      endTime: at(date, '16:00'),
      source: 'manual',
      clientPhone: '+55(11) 98765-4321',
    });
  });

  it('a professional books only for themselves', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const own = await call('POST', '/api/appointments', pro.token, {
      ...client,
      startTime: at(dateAhead(2), '09:00'),
      duration: 30,
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().userId).toBe(pro.id);
    const forAdmin = await call('POST', '/api/appointments', pro.token, {
      ...client,
      userId: admin.user.id,
      startTime: at(dateAhead(2), '09:00'),
    });
    expect(forAdmin.statusCode).toBe(403);
  });

  it('refuses a taken time with 409 and suggestions, and allows it when capacity is left', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const start = at(dateAhead(2), '10:00');
    expect(
      (
        await call('POST', '/api/appointments', admin.token, {
          ...client,
          userId: pro.id,
          startTime: start,
        })
      ).statusCode,
    ).toBe(201);
    const clash = await call('POST', '/api/appointments', admin.token, {
      ...client,
      userId: pro.id,
      startTime: start,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('O profissional já está ocupado neste horário.');
    expect(clash.json().suggestions).toHaveLength(3);
  });

  it('moves an appointment keeping its duration, and refuses a move onto a full time', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const date = dateAhead(2);
    const a = (
      await call('POST', '/api/appointments', admin.token, {
        ...client,
        userId: pro.id,
        startTime: at(date, '09:00'),
        duration: 90,
      })
    ).json();
    const b = (
      await call('POST', '/api/appointments', admin.token, {
        ...client,
        userId: pro.id,
        startTime: at(date, '14:00'),
      })
    ).json();
    const moved = await call('PUT', `/api/appointments/${a.id}`, admin.token, {
      startTime: at(date, '16:00'),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      startTime: at(date, '16:00'),
      endTime: at(date, '17:30'),
    });
    const blocked = await call('PUT', `/api/appointments/${a.id}`, admin.token, {
      startTime: at(date, '13:30'),
    });
    expect(blocked.statusCode).toBe(409);
    const list = (
      await call(
        'GET',
        `/api/appointments?from=${at(date, '00:00')}&to=${at(date, '23:59')}`,
        admin.token,
      )
    ).json();
    expect(list.map((x: { id: string; startTime: string }) => [x.id, x.startTime])).toEqual([
      [b.id, at(date, '14:00')],
      [a.id, at(date, '16:00')],
    ]);
  });

  it('edits client data without touching the time', async () => {
    const { pro } = await bookableProfessional(t);
    const a = (
      await call('POST', '/api/appointments', pro.token, {
        ...client,
        startTime: at(dateAhead(2), '09:00'),
      })
    ).json();
    const edited = await call('PUT', `/api/appointments/${a.id}`, pro.token, {
      clientName: 'Maria S. Oliveira',
      notes: 'Trazer documentos',
    });
    expect(edited.json()).toMatchObject({
      clientName: 'Maria S. Oliveira',
      notes: 'Trazer documentos',
      startTime: a.startTime,
    });
  });

  it('reassigns to another professional (admin), checking the new agenda', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const other = await signedInProfessional(t, admin.user.organizationId, { name: 'Carla Dias' });
    const a = (
      await call('POST', '/api/appointments', admin.token, {
        ...client,
        userId: pro.id,
        startTime: at(dateAhead(2), '09:00'),
      })
    ).json();
    const moved = await call('PUT', `/api/appointments/${a.id}`, admin.token, { userId: other.id });
    expect(moved.json().userId).toBe(other.id);
    expect(
      (await call('PUT', `/api/appointments/${a.id}`, pro.token, { clientName: 'X' })).statusCode,
    ).toBe(404);
  });

  it("changes the product booked, only to one of the professional's own", async () => {
    const { admin, pro } = await bookableProfessional(t);
    const other = await signedInProfessional(t, admin.user.organizationId, { name: 'Carla Dias' });
    const addProduct = (token: string, name: string) =>
      call('POST', '/api/products', token, { name, duration: 90, price: 100 }).then((r) =>
        r.json(),
      );
    const own = await addProduct(pro.token, 'Revisão de contrato');
    const foreign = await addProduct(other.token, 'De outra pessoa');
    const a = (
      await call('POST', '/api/appointments', pro.token, {
        ...client,
        startTime: at(dateAhead(2), '09:00'),
      })
    ).json();
    const changed = await call('PUT', `/api/appointments/${a.id}`, pro.token, {
      productId: own.id,
    });
    expect(changed.json()).toMatchObject({ productId: own.id, productName: 'Revisão de contrato' });
    expect(
      (await call('PUT', `/api/appointments/${a.id}`, pro.token, { productId: foreign.id }))
        .statusCode,
    ).toBe(404);
    const cleared = await call('PUT', `/api/appointments/${a.id}`, pro.token, { productId: null });
    expect(cleared.json()).toMatchObject({ productId: null, productName: null });
  });

  it('deletes an appointment', async () => {
    const { pro } = await bookableProfessional(t);
    const a = (
      await call('POST', '/api/appointments', pro.token, {
        ...client,
        startTime: at(dateAhead(2), '09:00'),
      })
    ).json();
    expect((await call('DELETE', `/api/appointments/${a.id}`, pro.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/appointments/${a.id}`, pro.token)).statusCode).toBe(404);
  });

  it("keeps organizations apart: another organization's appointment is 404, its professional too", async () => {
    const one = await bookableProfessional(t);
    const two = await registerAdmin(t);
    const a = (
      await call('POST', '/api/appointments', one.admin.token, {
        ...client,
        userId: one.pro.id,
        startTime: at(dateAhead(2), '09:00'),
      })
    ).json();
    expect(
      (await call('PUT', `/api/appointments/${a.id}`, two.token, { clientName: 'Hacker' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/appointments/${a.id}`, two.token)).statusCode).toBe(404);
    expect(
      (
        await call('POST', '/api/appointments', two.token, {
          ...client,
          userId: one.pro.id,
          startTime: at(dateAhead(2), '10:00'),
        })
      ).statusCode,
    ).toBe(404);
    const list = (await call('GET', '/api/appointments', two.token)).json();
    expect(list).toEqual([]);
  });

  it('lists only the range asked for, and only own appointments for a professional', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const other = await signedInProfessional(t, admin.user.organizationId, { name: 'Carla Dias' });
    const d1 = dateAhead(2);
    const d2 = dateAhead(9);
    await call('POST', '/api/appointments', admin.token, {
      ...client,
      userId: pro.id,
      startTime: at(d1, '09:00'),
    });
    await call('POST', '/api/appointments', admin.token, {
      ...client,
      userId: pro.id,
      startTime: at(d2, '09:00'),
    });
    await call('POST', '/api/appointments', admin.token, {
      ...client,
      userId: other.id,
      startTime: at(d1, '09:00'),
    });
    const range = `from=${at(d1, '00:00')}&to=${at(d1, '23:59')}`;
    expect((await call('GET', `/api/appointments?${range}`, admin.token)).json()).toHaveLength(2);
    expect(
      (await call('GET', `/api/appointments?${range}&userId=${pro.id}`, admin.token)).json(),
    ).toHaveLength(1);
    expect((await call('GET', `/api/appointments?${range}`, pro.token)).json()).toHaveLength(1);
    expect((await call('GET', `/api/appointments?userId=${other.id}`, pro.token)).statusCode).toBe(
      403,
    );
    const bad = await call(
      'GET',
      `/api/appointments?from=${at(d2, '00:00')}&to=${at(d1, '00:00')}`,
      admin.token,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/appointments')).statusCode).toBe(401);
    expect((await call('POST', '/api/appointments', undefined, client)).statusCode).toBe(401);
  });

  it('validates in pt-BR and writes nothing for bad input', async () => {
    const { pro } = await bookableProfessional(t);
    const start = at(dateAhead(2), '09:00');
    const response = await call('POST', '/api/appointments', pro.token, {
      ...client,
      startTime: start,
      endTime: start,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O término deve ser depois do início');
    await expectRefusedWithoutWrites(
      t,
      { method: 'POST', url: '/api/appointments', token: pro.token, table: appointments },
      [
        { ...client, startTime: 'ontem' },
        { ...client, startTime: start, duration: 0 },
        { ...client, startTime: start, duration: 100_000 },
        { ...client, startTime: start, clientEmail: 'nao' },
      ],
    );
  });

  it('replays an idempotent staff create', async () => {
    const { pro } = await bookableProfessional(t);
    const payload = { ...client, startTime: at(dateAhead(2), '09:00') };
    const first = await call('POST', '/api/appointments', pro.token, payload, {
      'idempotency-key': 'k1',
    });
    const again = await call('POST', '/api/appointments', pro.token, payload, {
      'idempotency-key': 'k1',
    });
    expect(again.json().id).toBe(first.json().id);
    expect(
      (
        await call('POST', '/api/appointments', pro.token, payload, {
          'idempotency-key': 'x'.repeat(300),
        })
      ).statusCode,
    ).toBe(400);
  });
});
