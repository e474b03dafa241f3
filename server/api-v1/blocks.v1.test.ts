import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import { signedInProfessional } from '@tests/helpers/factories.ts';
import { at, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(() => t.close());

const windows = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: '18:00',
}));

describe('blocked time in the REST v1', () => {
  it('creates, lists, moves and deletes blocks; the slots follow; errors keep the v1 shape', async () => {
    const { admin, pro, token } = await apiOrganization(t, { windows });
    const v1 = callV1(t, token);
    const date = dateAhead(4);
    const slotsOf = async () =>
      (
        (await v1('GET', `/api/v1/slots?professionalId=${pro.id}&from=${date}&to=${date}`)).json()
          .slots as Array<{ time: string }>
      ).map((slot) => slot.time);

    const created = await v1('POST', '/api/v1/blocks', {
      title: 'Audiência',
      startTime: at(date, '14:00'),
      endTime: at(date, '16:00'),
      userIds: [pro.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().blocks[0].id as string;
    expect(await slotsOf()).not.toContain('14:00');

    // The booking through the REST v1 is refused too, with suggestions.
    const booked = await v1('POST', '/api/v1/appointments', {
      ...publicBooking(pro.id, at(date, '14:00')),
      professionalId: undefined,
      userId: pro.id,
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().error.suggestions.length).toBeGreaterThan(0);

    const listed = await v1('GET', `/api/v1/blocks?from=${date}&to=${date}`);
    expect(listed.json()).toMatchObject({ totalCount: 1, data: [{ id, title: 'Audiência' }] });

    const moved = await v1('PATCH', `/api/v1/blocks/${id}`, { startTime: at(date, '10:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    const times = await slotsOf();
    expect(times).toContain('14:00');
    expect(times).not.toContain('10:00');

    const unknownField = await v1('PATCH', `/api/v1/blocks/${id}`, { startDate: '2026-01-01' });
    expect(unknownField.statusCode).toBe(400);
    const bad = await v1('POST', '/api/v1/blocks', {
      title: '',
      startTime: at(date, '10:00'),
      endTime: at(date, '09:00'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION' });
    const stranger = await signedInProfessional(t);
    const elsewhere = await v1('POST', '/api/v1/blocks', {
      title: 'Audiência',
      startTime: at(date, '10:00'),
      endTime: at(date, '11:00'),
      userIds: [stranger.id],
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.code).toBe('NOT_FOUND');

    expect((await v1('DELETE', `/api/v1/blocks/${id}`)).statusCode).toBe(204);
    expect((await v1('DELETE', `/api/v1/blocks/${id}`)).statusCode).toBe(404);
    expect(await slotsOf()).toContain('10:00');
    expect(admin.user.organizationId).toBeTruthy();
  });
});
