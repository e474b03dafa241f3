import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMIZED_EMAIL } from '@core/anonymized-client.ts';
import { appointments, auditLog, webhookLogs } from '../../db/schema.ts';
import {
  MARIANA,
  OTAVIO,
  must,
  needlesOf,
  office,
  seedClientHistory,
  startEchoReceiver,
} from '@tests/helpers/client-history.ts';
import { findAnywhere } from '@tests/helpers/personal-data-scan.ts';
import { caller } from '@tests/helpers/requests.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { clientEmailHash } from './client-request-audit.ts';

// A database of its own: the scan below reads every table, so no other test's client may be there.
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startEchoReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: true });
  // The office's receiver answers with the client's data: the log keeps that answer.
  receiver = await startEchoReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
const call = caller(() => t);

async function appointmentRow(id: string) {
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

describe('erasing a client (LGPD)', () => {
  it('leaves no personal field of the client anywhere, keeps the agenda, and spares everyone else', async () => {
    const seeded = await seedClientHistory(t, receiver.url);
    const { booked, moved, other, foreign } = seeded.appointments;
    const orgId = seeded.admin.user.organizationId;
    const foreignOrg = seeded.elsewhere.admin.user.organizationId;
    const before = await findAnywhere(t.db, needlesOf(MARIANA), { exceptOrganization: foreignOrg });
    // The scan sees the client in every kind of record before the erasure.
    expect(new Set(before.map((s) => s.table))).toEqual(
      new Set(['appointments', 'webhook_logs', 'email_outbox', 'audit_log', 'idempotency_keys']),
    );
    const othersBefore = await findAnywhere(t.db, needlesOf(OTAVIO));
    const oldToken = (await appointmentRow(booked.id))!.manageToken;

    const response = await call('POST', '/api/privacy/clients/erase', seeded.admin.token, {
      email: MARIANA.clientEmail.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    const counts = response.json();
    expect(counts).toMatchObject({ appointments: 2 });
    expect(counts.notifications).toBeGreaterThan(5);
    expect(counts.cancelledNotifications).toBeGreaterThan(0);
    expect(counts.emails).toBeGreaterThanOrEqual(4);
    expect(counts.auditEntries).toBeGreaterThanOrEqual(5);
    expect(counts.message).toMatch(/^Dados do cliente apagados: 2 agendamentos anonimizados/);

    expect(
      await findAnywhere(t.db, needlesOf(MARIANA), { exceptOrganization: foreignOrg }),
    ).toEqual([]);
    expect(await findAnywhere(t.db, needlesOf(OTAVIO))).toEqual(othersBefore);
    // The same person in another office is that office's record.
    expect((await appointmentRow(foreign.id))!.clientName).toBe(MARIANA.clientName);
    expect((await appointmentRow(other.id))!.clientEmail).toBe(OTAVIO.clientEmail);

    for (const kept of [booked, moved]) {
      const row = (await appointmentRow(kept.id))!;
      expect(row).toMatchObject({
        clientName: 'Cliente anonimizado',
        clientEmail: ANONYMIZED_EMAIL,
        clientPhone: null,
        notes: null,
        userId: seeded.pro.id,
      });
      expect(row.startTime.toISOString()).toBe(kept.startTime);
      expect(row.endTime.toISOString()).toBe(kept.endTime);
      expect(row.clientAnonymizedAt).toBeInstanceOf(Date);
    }
    // The client's old private link opens nothing any more.
    expect((await call('GET', `/api/booking/manage/${oldToken}`)).statusCode).toBe(404);
    // Client messages not sent yet will never go out.
    const clientRows = await t.db
      .select()
      .from(webhookLogs)
      .where(and(eq(webhookLogs.appointmentId, booked.id), eq(webhookLogs.subscriber, 'client')));
    expect(clientRows.filter((row) => ['scheduled', 'pending'].includes(row.status))).toEqual([]);
    expect(clientRows.every((row) => row.url === null)).toBe(true);

    const [erased] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'erase')));
    expect(erased).toMatchObject({
      actorKind: 'user',
      actorUserId: seeded.admin.user.id,
      entity: 'client',
      entityId: clientEmailHash(MARIANA.clientEmail),
      after: { reason: 'request', appointments: 2 },
    });

    // Nothing is left to export or erase for that e-mail.
    const again = await call('POST', '/api/privacy/clients/erase', seeded.admin.token, {
      email: MARIANA.clientEmail,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Nenhum dado encontrado para este e-mail nesta organização.');
  });

  it('an anonymized appointment can still be moved and edited, without any client e-mail', async () => {
    const { admin, pro } = await office(t);
    const created = await must(t, 'POST', '/api/appointments', admin.token, {
      clientName: 'Rui Apagado',
      clientEmail: 'rui.apagado@exemplo.com.br',
      userId: pro.id,
      startTime: at(dateAhead(3), '09:00'),
    });
    await must(t, 'POST', '/api/privacy/clients/erase', admin.token, {
      email: 'rui.apagado@exemplo.com.br',
    });
    const list = await call(
      'GET',
      `/api/appointments?from=${at(dateAhead(3), '00:00')}&to=${at(dateAhead(4), '00:00')}&userId=${pro.id}`,
      admin.token,
    );
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: created.id,
        clientName: 'Cliente anonimizado',
        clientAnonymized: true,
      }),
    ]);
    // The edit form sends the anonymized fields back unchanged: accepted, no client e-mail planned.
    const movedTo = at(dateAhead(3), '11:00');
    const edited = await call('PUT', `/api/appointments/${created.id}`, admin.token, {
      clientName: 'Cliente anonimizado',
      clientEmail: ANONYMIZED_EMAIL,
      startTime: movedTo,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ startTime: movedTo, clientAnonymized: true });
    const toClient = await t.db
      .select()
      .from(webhookLogs)
      .where(and(eq(webhookLogs.appointmentId, created.id), eq(webhookLogs.subscriber, 'client')));
    expect(toClient.filter((row) => row.status !== 'cancelled')).toEqual([]);
    // A real e-mail typed in makes it a client's appointment again.
    const reidentified = await call('PUT', `/api/appointments/${created.id}`, admin.token, {
      clientName: 'Rui Voltou',
      clientEmail: 'rui.voltou@exemplo.com.br',
    });
    expect(reidentified.json()).toMatchObject({ clientAnonymized: false });
  });
});
