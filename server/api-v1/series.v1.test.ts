import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsMessages, bookingWindowMessages, seriesMessages } from '@core/messages.ts';
import { addDays } from '@core/scheduling/local-date.ts';
import { apiOrganization } from '@tests/helpers/api-v1.ts';
import { brDateAhead } from '@tests/helpers/booking-window.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { appointmentSeries, appointments } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(() => t.close());

const client = { clientName: 'Maria Santos', clientEmail: 'maria@example.com', duration: 60 };
/** dd/MM/yyyy of a yyyy-MM-dd. */
const br = (date: string) => date.split('-').reverse().join('/');

/** A new professional and their organization's token, and a POST that may carry a key. */
async function professional() {
  const { pro, token } = await apiOrganization(t);
  const post = (payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      payload: { userId: pro.id, ...client, ...payload },
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const rows = () => t.db.select().from(appointments).where(eq(appointments.userId, pro.id));
  return { pro, post, rows };
}

const weekly = (day: string, count = 3, extra: object = {}) => ({
  startTime: at(day, '10:00'),
  recurrence: { intervalWeeks: 1, count, ...extra },
});

describe('POST /api/v1/appointments with recurrence (decision 074)', () => {
  it('creates a weekly series: 201 with the series, every occurrence and no skipped date', async () => {
    const { post, rows } = await professional();
    const day = dateAhead(3);
    const created = await post(weekly(day));
    expect(created.statusCode, created.body).toBe(201);
    const series = created.json();
    expect(series).toMatchObject({ intervalWeeks: 1, count: 3, until: null, skipped: [] });
    expect(series.appointments.map((a: { startTime: string }) => a.startTime)).toEqual([
      at(day, '10:00'),
      at(addDays(day, 7), '10:00'),
      at(addDays(day, 14), '10:00'),
    ]);
    const stored = await rows();
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => row.seriesId === series.id && row.source === 'api')).toBe(true);
  });

  it('refuses a taken date with 409 naming it in `clashes`, writing nothing; skipConflicts books the rest', async () => {
    const { pro, post, rows } = await professional();
    const day = dateAhead(4);
    const taken = addDays(day, 7);
    expect((await post({ startTime: at(taken, '10:00') })).statusCode).toBe(201);

    const refused = await post(weekly(day));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: seriesMessages.clashes(1),
      clashes: [{ startTime: at(taken, '10:00'), label: `${br(taken)} 10:00` }],
    });
    expect(refused.json().error.clashes[0].reason).toEqual(expect.any(String));
    expect(await rows()).toHaveLength(1);
    const seriesOf = t.db.select().from(appointmentSeries);
    expect(await seriesOf.where(eq(appointmentSeries.userId, pro.id))).toEqual([]);

    const skipped = await post(weekly(day, 3, { skipConflicts: true }));
    expect(skipped.statusCode, skipped.body).toBe(201);
    expect(skipped.json().appointments).toHaveLength(2);
    expect(skipped.json().skipped).toMatchObject([{ label: `${br(taken)} 10:00` }]);
    expect(await rows()).toHaveLength(3);
  });

  it('replays the series for the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const { post, rows } = await professional();
    const body = weekly(dateAhead(5), 4);
    const first = await post(body, 'serie-chave-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(body, 'serie-chave-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toHaveLength(4);

    const other = await post(weekly(dateAhead(5), 5), 'serie-chave-1');
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().error).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: appointmentsMessages.idempotencyKeyReused,
    });
    // A single booking's key is not a series' either way.
    const single = await post({ startTime: at(dateAhead(6), '11:00') }, 'avulso-chave');
    expect(single.statusCode, single.body).toBe(201);
    expect((await post(weekly(dateAhead(6)), 'avulso-chave')).statusCode).toBe(422);
    expect((await post({ startTime: body.startTime }, 'serie-chave-1')).statusCode).toBe(422);
    expect(await rows()).toHaveLength(5);
  });

  it('holds each occurrence to the booking window: past the horizon is a clash unless allowed', async () => {
    const { post, rows } = await professional();
    // The default horizon is 90 days: the third week falls past it.
    const day = dateAhead(80);
    const beyond = addDays(day, 14);
    const refused = await post(weekly(day));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.clashes).toEqual([
      {
        startTime: at(beyond, '10:00'),
        label: `${br(beyond)} 10:00`,
        reason: bookingWindowMessages.tooFar(90, brDateAhead(90)),
      },
    ]);
    expect(await rows()).toHaveLength(0);

    const skipped = await post(weekly(day, 3, { skipConflicts: true }));
    expect(skipped.statusCode, skipped.body).toBe(201);
    expect(skipped.json().appointments).toHaveLength(2);
    await t.db.delete(appointments).where(eq(appointments.seriesId, skipped.json().id));

    const allowed = await post({ ...weekly(day), allowOutsideAvailability: true });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json().appointments).toHaveLength(3);
  });

  it('refuses a series without its professional, and a 53rd occurrence, with 400', async () => {
    const { post } = await professional();
    const noPro = await post({ ...weekly(dateAhead(3)), userId: undefined, area: 'Trabalhista' });
    expect(noPro.statusCode, noPro.body).toBe(400);
    expect(noPro.json().error.fields).toEqual({ userId: seriesMessages.needsUserId });
    const tooMany = await post(weekly(dateAhead(3), 53));
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json().error.message).toContain(seriesMessages.tooMany);
  });

  it('races a single booking of one of its slots: exactly one gets it, nothing half-written', async () => {
    const { post, rows } = await professional();
    for (const [round, day] of [dateAhead(7), dateAhead(8), dateAhead(9)].entries()) {
      const contested = at(addDays(day, 7), '10:00');
      const [series, single] = await Promise.all([
        post(weekly(day)),
        post({ startTime: contested, clientName: `Pedro ${round}` }),
      ]);
      const statuses = [series.statusCode, single.statusCode].sort();
      expect(statuses, `${series.body} ${single.body}`).toEqual([201, 409]);
      const atContested = (await rows()).filter((row) => row.startTime.toISOString() === contested);
      expect(atContested).toHaveLength(1);
      // The loser wrote nothing: the whole series, or the single booking alone.
      const ofDay = (await rows()).filter((row) => row.startTime >= new Date(at(day, '00:00')));
      const won = series.statusCode === 201;
      expect(ofDay.filter((row) => row.seriesId !== null)).toHaveLength(won ? 3 : 0);
      if (!won) expect(series.json().error.clashes).toHaveLength(1);
      await t.db.delete(appointments).where(eq(appointments.userId, atContested[0]!.userId));
    }
  });
});
