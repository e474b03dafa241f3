import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_HOLD_MINUTES } from '@core/constants.ts';
import { appointments, waitlistEntries } from '../../db/schema.ts';
import { deliveredAccountEmails } from '@tests/helpers/account-emails.ts';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import {
  bearer,
  registerAdmin,
  signedInProfessional,
  signedInSecretary,
} from '@tests/helpers/factories.ts';
import { manageLink, manageTokenOf } from '@tests/helpers/manage-booking.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { EMULATOR_PHONE_NUMBER_ID, EMULATOR_TOKEN } from '@tests/helpers/whatsapp-emulator.ts';
import { saveWhatsapp } from '@tests/helpers/whatsapp-office.ts';
import { expireWaitlistOffers } from './settle-waitlist-offers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const oneSlotADay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: '10:00',
  appointmentDuration: 60,
}));

const book = (professionalId: string, startTime: string, clientEmail: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(professionalId, startTime, { clientEmail }),
  });

/** A professional with one slot a day (09:00) and that slot booked 3 days ahead: a full day. */
async function fullDay() {
  const setup = await bookableProfessional(t, { windows: oneSlotADay });
  const date = dateAhead(3, setup.timezone);
  const start = at(date, '09:00', setup.timezone);
  const booked = await book(setup.pro.id, start, 'primeiro@example.com');
  expect(booked.statusCode).toBe(201);
  const appointmentId = (booked.json() as { id: string }).id;
  return {
    ...setup,
    date,
    start,
    appointmentId,
    manageToken: await manageTokenOf(t, appointmentId),
  };
}

const join = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/booking/waitlist', payload });

const joinAs = (
  professionalId: string,
  date: string,
  clientEmail: string,
  clientName = 'Ana Souza',
) => join({ professionalId, date, clientName, clientEmail, clientPhone: '(11) 98765-4321' });

const offer = (token: string, action?: 'book' | 'decline') =>
  t.app.inject({
    method: action ? 'POST' : 'GET',
    url: `/api/booking/waitlist/offer/${token}${action ? `/${action}` : ''}`,
  });

const entriesOf = (userId: string) =>
  t.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, userId));

/** Cancels through the client's link and waits for the waitlist's offers. */
async function cancelByClient(manageToken: string) {
  expect((await manageLink(t, manageToken, 'cancel')).statusCode).toBe(204);
  await t.app.waitlist.idle();
}

/** The offer links e-mailed to an address (the outbox delivered as the worker would). */
async function offerTokensOf(organizationId: string, to: string) {
  const emails = await deliveredAccountEmails(t, organizationId);
  return emails
    .filter((email) => email.toAddress === to)
    .map((email) => /\/lista-de-espera\/([\w-]+)/.exec(email.textBody)?.[1])
    .filter((token) => token !== undefined);
}

describe('POST /api/booking/waitlist', () => {
  it('takes a full day once per address (whatever its case) and refuses bad days in pt-BR', async () => {
    const { pro, date, timezone } = await fullDay();
    expect((await joinAs(pro.id, date, 'ana@example.com')).statusCode).toBe(201);
    const again = await joinAs(pro.id, date, 'ANA@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você já está na lista de espera deste dia.');

    const past = await joinAs(pro.id, dateAhead(-1, timezone), 'b@example.com');
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Este dia já passou.');
    const far = await joinAs(pro.id, dateAhead(400, timezone), 'b@example.com');
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('Este dia está fora do período de agendamento.');
    const free = await joinAs(pro.id, dateAhead(4, timezone), 'b@example.com');
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toBe('Este dia ainda tem horários livres: escolha um deles.');
    const badEmail = await join({
      professionalId: pro.id,
      date,
      clientName: 'B',
      clientEmail: 'x',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/e-mail/i);
    const badDate = await joinAs(pro.id, '31/12/2030', 'b@example.com');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Informe uma data válida.');
    expect(await entriesOf(pro.id)).toHaveLength(1);
  });

  it('answers how the offer will come: by e-mail, and by WhatsApp too when the office sends them and a phone was given', async () => {
    const { admin, pro, date } = await fullDay();
    const channelsOf = async (clientEmail: string, clientPhone: string | null) => {
      const joined = await join({
        professionalId: pro.id,
        date,
        clientName: 'Ana Souza',
        clientEmail,
        clientPhone,
      });
      expect(joined.statusCode, joined.body).toBe(201);
      return joined.json().channels;
    };
    expect(await channelsOf('sem-whatsapp@example.com', '(11) 98765-4321')).toEqual(['email']);
    await saveWhatsapp(t, admin.token, {
      enabled: true,
      phoneNumberId: EMULATOR_PHONE_NUMBER_ID,
      token: EMULATOR_TOKEN,
    });
    expect(await channelsOf('com-whatsapp@example.com', '(11) 98765-4321')).toEqual([
      'whatsapp',
      'email',
    ]);
    expect(await channelsOf('sem-telefone@example.com', null)).toEqual(['email']);
  });
});

describe('an offer when a cancellation frees the time', () => {
  it('offers it to the first in line by e-mail, holds it from everyone else, and books it by the link', async () => {
    const { pro, admin, date, start, manageToken, timezone } = await fullDay();
    await joinAs(pro.id, date, 'ana@example.com', 'Ana Souza');
    await joinAs(pro.id, date, 'beto@example.com', 'Beto Reis');
    await cancelByClient(manageToken);

    const [first, second] = (await entriesOf(pro.id)).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    expect(first).toMatchObject({ status: 'offered', offerStart: new Date(start) });
    expect(first!.offerExpiresAt!.getTime() - Date.now()).toBeGreaterThan(
      (WAITLIST_HOLD_MINUTES - 1) * 60_000,
    );
    expect(second!.status).toBe('waiting');

    // The hold takes the slot: the public page lists nothing and a booking is refused.
    const slots = await t.app.inject({
      url: `/api/slots?professionalId=${pro.id}&from=${date}&to=${date}`,
    });
    expect(slots.json().slots).toEqual([]);
    expect((await book(pro.id, start, 'outro@example.com')).statusCode).toBe(409);

    const [token] = await offerTokensOf(admin.user.organizationId, 'ana@example.com');
    expect(token).toBeDefined();
    expect(await offerTokensOf(admin.user.organizationId, 'beto@example.com')).toEqual([]);
    const page = await offer(token!);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      status: 'offered',
      clientName: 'Ana Souza',
      startTime: start,
      timezone,
    });

    const booked = await offer(token!, 'book');
    expect(booked.statusCode).toBe(201);
    const [appointment] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked.json().appointmentId));
    expect(appointment).toMatchObject({
      clientEmail: 'ana@example.com',
      startTime: new Date(start),
      source: 'public',
    });
    expect(booked.json().manageToken).toBe(appointment!.manageToken);
    const twice = await offer(token!, 'book');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Este horário já foi reservado por você.');
    const entries = await entriesOf(pro.id);
    expect(entries.map((entry) => entry.status).sort()).toEqual(['booked', 'waiting']);
  });

  it('passes the time to the next in line when the offer expires or is declined, and a staff cancellation offers too', async () => {
    const { pro, admin, date, appointmentId } = await fullDay();
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await joinAs(pro.id, date, email);
    }
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${appointmentId}`,
      headers: bearer(pro.token),
    });
    expect(removed.statusCode).toBe(204);
    await t.app.waitlist.idle();
    const statusOf = async (email: string) =>
      (await entriesOf(pro.id)).find((entry) => entry.clientEmail === email)?.status;
    expect(await statusOf('a@example.com')).toBe('offered');
    const [tokenA] = await offerTokensOf(admin.user.organizationId, 'a@example.com');

    // Nothing expires before its hold; after it, the next in line gets the time.
    expect(await expireWaitlistOffers(t.db, { events: t.app.waitlist.events })).toBe(0);
    const later = Date.now() + (WAITLIST_HOLD_MINUTES + 1) * 60_000;
    expect(
      await expireWaitlistOffers(t.db, { events: t.app.waitlist.events, now: later }),
    ).toBeGreaterThanOrEqual(1);
    await t.app.waitlist.idle();
    expect(await statusOf('a@example.com')).toBe('expired');
    expect(await statusOf('b@example.com')).toBe('offered');
    const late = await offer(tokenA!, 'book');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Esta oferta expirou e o horário foi oferecido a outra pessoa.',
    );

    const [tokenB] = await offerTokensOf(admin.user.organizationId, 'b@example.com');
    expect((await offer(tokenB!, 'decline')).statusCode).toBe(204);
    await t.app.waitlist.idle();
    expect(await statusOf('b@example.com')).toBe('expired');
    expect(await statusOf('c@example.com')).toBe('offered');
  });

  it('two waitlisted clients racing for one freed time: exactly one gets it', async () => {
    const { pro, admin, date, start, manageToken } = await fullDay();
    await joinAs(pro.id, date, 'a@example.com');
    await joinAs(pro.id, date, 'b@example.com');
    await cancelByClient(manageToken);
    const [tokenA] = await offerTokensOf(admin.user.organizationId, 'a@example.com');
    // A's hold runs out while A clicks: B is offered the time, and both click at once (B twice).
    const later = Date.now() + (WAITLIST_HOLD_MINUTES + 1) * 60_000;
    await expireWaitlistOffers(t.db, { events: t.app.waitlist.events, now: later });
    await t.app.waitlist.idle();
    const [tokenB] = await offerTokensOf(admin.user.organizationId, 'b@example.com');
    const answers = await Promise.all([
      offer(tokenA!, 'book'),
      offer(tokenB!, 'book'),
      offer(tokenB!, 'book'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const taken = await t.db.select().from(appointments).where(eq(appointments.userId, pro.id));
    expect(taken.map((row) => [row.clientEmail, row.startTime.toISOString()])).toEqual([
      ['b@example.com', start],
    ]);
  });
});

describe('every interface that frees a time', () => {
  it('a REST v1 cancellation and a removed block offer the time too', async () => {
    const { pro, token } = await apiOrganization(t, { windows: oneSlotADay });
    const date = dateAhead(3);
    const booked = await book(pro.id, at(date, '09:00'), 'primeiro@example.com');
    await joinAs(pro.id, date, 'v1@example.com');
    const v1 = callV1(t, token);
    expect((await v1('DELETE', `/api/v1/appointments/${booked.json().id}`)).statusCode).toBe(204);
    await t.app.waitlist.idle();
    const statusOf = async (email: string) =>
      (await entriesOf(pro.id)).find((entry) => entry.clientEmail === email)?.status;
    expect(await statusOf('v1@example.com')).toBe('offered');

    const blockedDay = dateAhead(4);
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: bearer(pro.token),
      payload: {
        title: 'Audiência',
        startTime: at(blockedDay, '09:00'),
        endTime: at(blockedDay, '10:00'),
      },
    });
    expect(block.statusCode).toBe(201);
    await joinAs(pro.id, blockedDay, 'bloqueio@example.com');
    expect(await statusOf('bloqueio@example.com')).toBe('waiting');
    const blockId = (block.json() as { blocks: Array<{ id: string }> }).blocks[0]!.id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/blocks/${blockId}`,
      headers: bearer(pro.token),
    });
    expect(removed.statusCode).toBe(204);
    await t.app.waitlist.idle();
    expect(await statusOf('bloqueio@example.com')).toBe('offered');
  });
});

describe('the office list GET /api/waitlist and DELETE /api/waitlist/:id', () => {
  it('shows the office to admin and secretary, a professional their own, nothing to another office', async () => {
    const { pro, admin, date } = await fullDay();
    await joinAs(pro.id, date, 'ana@example.com', 'Ana Souza');
    const organizationId = admin.user.organizationId;
    const secretary = await signedInSecretary(t, organizationId);
    const colleague = await signedInProfessional(t, organizationId, { name: 'Clara Nunes' });
    const stranger = await registerAdmin(t);
    const list = (token: string) => t.app.inject({ url: '/api/waitlist', headers: bearer(token) });

    for (const token of [admin.token, secretary.token, pro.token]) {
      const answer = await list(token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject([
        { clientName: 'Ana Souza', professionalName: 'Bruno Lima', date, status: 'waiting' },
      ]);
    }
    expect((await list(colleague.token)).json()).toEqual([]);
    expect((await list(stranger.token)).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/waitlist' })).statusCode).toBe(401);

    const [entry] = await entriesOf(pro.id);
    const remove = (token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/waitlist/${entry!.id}`, headers: bearer(token) });
    for (const token of [stranger.token, colleague.token]) {
      const refused = await remove(token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Entrada da lista de espera não encontrada.');
    }
    expect((await remove(secretary.token)).statusCode).toBe(204);
    expect(await entriesOf(pro.id)).toEqual([]);
  });
});

describe('LGPD', () => {
  it("puts the client's entries in their export and the erasure removes them, letting a hold go", async () => {
    const { pro, admin, date, manageToken } = await fullDay();
    await joinAs(pro.id, date, 'lgpd@example.com', 'Lia Prado');
    await joinAs(pro.id, date, 'next@example.com', 'Nina Alves');
    await cancelByClient(manageToken);
    const exported = await t.app.inject({
      url: '/api/privacy/clients/export?email=lgpd@example.com&format=json',
      headers: bearer(admin.token),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().waitlist).toMatchObject([
      { professionalName: 'Bruno Lima', date, clientName: 'Lia Prado', status: 'offered' },
    ]);
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/clients/erase',
      headers: bearer(admin.token),
      payload: { email: 'lgpd@example.com' },
    });
    expect(erased.statusCode).toBe(200);
    await t.app.waitlist.idle();
    const left = await entriesOf(pro.id);
    expect(left.map((entry) => [entry.clientEmail, entry.status])).toEqual([
      ['next@example.com', 'offered'],
    ]);
  });
});
