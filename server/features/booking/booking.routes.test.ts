import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '@tests/helpers/factories.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });
const slotTimes = async (professionalId: string, date: string, extra = '') =>
  (await get(`/api/slots?professionalId=${professionalId}&from=${date}&to=${date}${extra}`))
    .json()
    .slots.map((s: { time: string }) => s.time);

describe('public booking pages', () => {
  it('shows a personal page without e-mail or anyone else’s client data', async () => {
    const { pro } = await bookableProfessional(t, { name: 'Dra. Júlia Prado' });
    await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(dateAhead(2), '09:00'), { clientName: 'Segredo Cliente' }),
    });
    const response = await get('/api/booking/personal/dra-julia-prado');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.type).toBe('personal');
    expect(body.professional).toMatchObject({
      id: pro.id,
      name: 'Dra. Júlia Prado',
      timezone: 'America/Sao_Paulo',
    });
    expect(body.professional.bookingForm).toMatchObject({ requireName: true, showPhone: true });
    expect(body.professional.availability).toHaveLength(7);
    expect(response.body).not.toContain('Segredo Cliente');
    expect(response.body).not.toContain(pro.email);
  });

  it('shows the shared page of an organization and the one reached through a professional', async () => {
    const { admin, pro } = await bookableProfessional(t, { name: 'Rafael Nunes' });
    const shared = await get(`/api/booking/shared/admin/${admin.user.id}`);
    expect(shared.statusCode).toBe(200);
    // The admin has no opening hours: only the professional who has them is offered.
    expect(shared.json().professionals.map((p: { id: string }) => p.id)).toEqual([pro.id]);
    const through = await get('/api/booking/rafael-nunes');
    expect(through.json()).toMatchObject({ type: 'shared', preselectedProfessionalId: pro.id });
  });

  it("answers 404 'Usuário não encontrado' for invalid links", async () => {
    for (const url of [
      '/api/booking/personal/nao-existe',
      '/api/booking/shared/admin/nao-e-uuid',
      '/api/booking/ninguem',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Usuário não encontrado');
    }
  });
});

describe('GET /api/slots', () => {
  it('lists free slots of a date range in the professional zone', async () => {
    const { pro } = await bookableProfessional(t, { timezone: 'America/Manaus' });
    const date = dateAhead(2, 'America/Manaus');
    const response = await get(`/api/slots?professionalId=${pro.id}&from=${date}&to=${date}`);
    expect(response.json()).toMatchObject({ timezone: 'America/Manaus', from: date, to: date });
    expect(response.json().slots[0]).toMatchObject({
      time: '09:00',
      start: at(date, '09:00', 'America/Manaus'),
      remaining: 1,
    });
  });

  it('follows changes at once: a booking, a new window, a deactivated professional', async () => {
    const { pro, admin } = await bookableProfessional(t);
    const date = dateAhead(3);
    expect(await slotTimes(pro.id, date)).toEqual(['09:00', '10:00', '11:00']);
    await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(pro.token),
      payload: { clientName: 'A', clientEmail: 'a@example.com', startTime: at(date, '10:00') },
    });
    expect(await slotTimes(pro.id, date)).toEqual(['09:00', '11:00']);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    await t.app.inject({
      method: 'POST',
      url: '/api/availability',
      headers: bearer(pro.token),
      payload: { dayOfWeek: weekday, startTime: '14:00', endTime: '15:00' },
    });
    expect(await slotTimes(pro.id, date)).toEqual(['09:00', '11:00', '14:00']);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${pro.id}`,
      headers: bearer(admin.token),
      payload: { isActive: false },
    });
    expect(
      (await get(`/api/slots?professionalId=${pro.id}&from=${date}&to=${date}`)).statusCode,
    ).toBe(404);
  });

  it("uses a product's duration, stepping by it unless the product sets a slot interval", async () => {
    const { pro } = await bookableProfessional(t);
    const create = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: bearer(pro.token),
        payload: { name: 'Longa', duration: 120, ...payload },
      });
    const product = await create({});
    expect(await slotTimes(pro.id, dateAhead(2), `&productId=${product.json().id}`)).toEqual([
      '09:00',
    ]);
    const hourly = await create({ slotIntervalMinutes: 60 });
    expect(await slotTimes(pro.id, dateAhead(2), `&productId=${hourly.json().id}`)).toEqual([
      '09:00',
      '10:00',
    ]);
  });

  it('refuses bad ranges and unknown ids in pt-BR', async () => {
    const { pro } = await bookableProfessional(t);
    const bad = await get(`/api/slots?professionalId=${pro.id}&from=2026-02-30&to=2026-03-01`);
    expect(bad.statusCode).toBe(400);
    const reversed = await get(
      `/api/slots?professionalId=${pro.id}&from=${dateAhead(5)}&to=${dateAhead(2)}`,
    );
    expect(reversed.statusCode).toBe(400);
    const long = await get(
      `/api/slots?professionalId=${pro.id}&from=${dateAhead(1)}&to=${dateAhead(200)}`,
    );
    expect(long.json().message).toBe(
      'Período longo demais: consulte no máximo 92 dias de horários por vez.',
    );
    expect(
      (
        await get(
          `/api/slots?professionalId=${pro.id}&from=${dateAhead(1)}&to=${dateAhead(2)}&productId=00000000-0000-4000-8000-000000000000`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await get('/api/slots?professionalId=x&from=2026-01-01&to=2026-01-02')).statusCode,
    ).toBe(400);
  });

  it('computes dates beyond the cached horizon from fresh data', async () => {
    const { pro } = await bookableProfessional(t);
    // Bookable that far: a horizon longer than the default 90 days.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(pro.token),
      payload: { maximumHorizonDays: 365 },
    });
    const far = dateAhead(150);
    await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(pro.token),
      payload: { clientName: 'A', clientEmail: 'a@example.com', startTime: at(far, '09:00') },
    });
    expect(await slotTimes(pro.id, far)).toEqual(['10:00', '11:00']);
  });
});
