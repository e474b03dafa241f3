import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMIZED_EMAIL } from '@core/anonymized-client.ts';
import { appointments, auditLog } from '../../db/schema.ts';
import { MARIANA, OTAVIO, must, office, seedClientHistory } from '@tests/helpers/client-history.ts';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { caller } from '@tests/helpers/requests.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { startWebhookReceiver } from '@tests/helpers/webhook-receiver.ts';
import { clientEmailHash } from './client-request-audit.ts';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: true });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
const call = caller(() => t);
const exportUrl = (email: string, format = 'json') =>
  `/api/privacy/clients/export?email=${encodeURIComponent(email)}&format=${format}`;

/** The CSV export as Excel pt-BR reads it: ';' between cells, a BOM, a header row. */
function parseSheet(payload: Buffer) {
  return parse(payload.toString('utf8'), { bom: true, columns: true, delimiter: ';' }) as Array<
    Record<string, string>
  >;
}

async function appointmentRow(id: string) {
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

describe('exporting a client (LGPD)', () => {
  it('gives the admin every record about the e-mail, and nothing of other clients or offices', async () => {
    const seeded = await seedClientHistory(t, receiver.url());
    const { booked, moved, cancelledId, other, foreign } = seeded.appointments;
    const response = await call(
      'GET',
      exportUrl('  Mariana.Quintanilha@EXEMPLO.com.br '),
      seeded.admin.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="dados-do-cliente-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.email).toBe(MARIANA.clientEmail);
    expect(data.meanings.appointments).toMatch(/Agendamentos feitos com este e-mail/);
    expect(data.appointments.map((a: { id: string }) => a.id).sort()).toEqual(
      [booked.id, moved.id].sort(),
    );
    expect(data.appointments[0]).toMatchObject({
      clientName: MARIANA.clientName,
      clientEmail: MARIANA.clientEmail,
      notes: MARIANA.notes,
      professionalName: 'Bruno Lima',
      status: 'scheduled',
    });
    expect(data.meanings['appointments.status']).toMatch(/no_show \(Faltou\)/);
    const events = data.notifications.map(
      (n: { eventType: string; channel: string }) => n.eventType,
    );
    expect(events).toEqual(
      expect.arrayContaining(['appointment.created', 'appointment.cancelled']),
    );
    const channels = new Set(data.notifications.map((n: { channel: string }) => n.channel));
    expect([...channels].sort()).toEqual(['email', 'webhook']);
    expect(data.emails.length).toBeGreaterThanOrEqual(4);
    const audited = new Set(data.auditEntries.map((entry: { entityId: string }) => entry.entityId));
    // The cancelled booking is gone from the agenda but its copies are part of the export.
    expect([...audited].sort()).toEqual([booked.id, moved.id, cancelledId].sort());
    const text = response.body;
    for (const needle of [OTAVIO.clientEmail, OTAVIO.clientName, other.id, foreign.id]) {
      expect(text).not.toContain(needle);
    }
  });

  it('writes the appointments as a CSV spreadsheet in pt-BR, with a BOM for Excel', async () => {
    const { admin } = await office(t);
    const pro = (await must(t, 'POST', '/api/admin/users', admin.token, {
      name: 'Carla Dias',
      email: `carla-${Date.now()}@example.com`,
      password: 'segredo123',
    })) as { id: string };
    const start = at(dateAhead(7), '14:30');
    await must(t, 'POST', '/api/appointments', admin.token, {
      clientName: '=HYPERLINK("http://mal.example")',
      clientEmail: 'joao.acentuacao@exemplo.com.br',
      clientPhone: '(11) 91234-5678',
      notes: 'Observação: "café" às 14h, depois; revisão',
      userId: pro.id,
      startTime: start,
    });
    const response = await call(
      'GET',
      exportUrl('joao.acentuacao@exemplo.com.br', 'csv'),
      admin.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseSheet(response.rawPayload);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'E-mail': 'joao.acentuacao@exemplo.com.br',
      Observações: 'Observação: "café" às 14h, depois; revisão',
      Profissional: 'Carla Dias',
      Início: `${dateAhead(7).split('-').reverse().join('/')} 14:30`,
      Término: `${dateAhead(7).split('-').reverse().join('/')} 15:30`,
      Origem: 'Equipe',
      Status: 'Agendado',
    });
    // A name typed as a formula stays text in the spreadsheet.
    expect(rows[0]!.Nome).toBe(`'=HYPERLINK("http://mal.example")`);
    expect(rows[0]!.Telefone!.replace(/\D/g, '')).toContain('11912345678');
    expect(rows[0]!['Criado em']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('leaves no part of a cell that Excel could split on ; or , starting like a formula', async () => {
    const { admin } = await office(t);
    const email = 'formulas.escondidas@exemplo.com.br';
    const notes = 'ok;=1+1;@SUM(2+2), -3,+4\n=5\t=6; "=7" \r@8';
    await must(t, 'POST', '/api/appointments', admin.token, {
      clientName: 'Ana;=CMD()',
      clientEmail: email,
      notes,
      startTime: at(dateAhead(3), '10:00'),
    });
    const response = await call('GET', exportUrl(email, 'csv'), admin.token);
    expect(response.statusCode).toBe(200);
    const [row] = parseSheet(response.rawPayload);
    // Every dangerous start is kept, as text, behind a "'".
    expect(row!.Nome).toBe("Ana;'=CMD()");
    expect(row!.Observações).toBe(`ok;'=1+1;'@SUM(2+2), '-3,'+4\n'=5\t'=6; "'=7" \r'@8`);
    // A spreadsheet that splits the raw text on ; or , never meets a formula.
    const fragments = response.rawPayload
      .toString('utf8')
      .split(/[\r\n;,]/)
      .map((fragment) => fragment.trim().replace(/^"+/, ''));
    expect(fragments.filter((fragment) => /^[=+\-@]/.test(fragment))).toEqual([]);
  });

  it('is audited with a hash of the e-mail and counts, never the e-mail itself', async () => {
    const { admin } = await office(t);
    await must(t, 'POST', '/api/appointments', admin.token, {
      clientName: 'Lia Auditada',
      clientEmail: 'lia.auditada@exemplo.com.br',
      startTime: at(dateAhead(2), '09:00'),
    });
    await must(t, 'GET', exportUrl('lia.auditada@exemplo.com.br', 'csv'), admin.token);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'export'), eq(auditLog.organizationId, admin.user.organizationId)),
      );
    expect(entry).toMatchObject({
      actorKind: 'user',
      actorUserId: admin.user.id,
      entity: 'client',
      entityId: clientEmailHash('lia.auditada@exemplo.com.br'),
      after: { format: 'csv', appointments: 1 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/lia/i);
  });
});

describe('who may ask, and what is refused', () => {
  it('admins only: 403 for a professional, 401 without a session', async () => {
    const admin = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    const requests = [
      ['GET', exportUrl(MARIANA.clientEmail)],
      ['POST', '/api/privacy/clients/erase'],
      ['GET', '/api/privacy/retention'],
      ['PUT', '/api/privacy/retention'],
    ] as const;
    const body = { email: MARIANA.clientEmail, retentionMonths: 12 };
    for (const [method, url] of requests) {
      expect(
        (await call(method, url, pro.token, method === 'GET' ? undefined : body)).statusCode,
      ).toBe(403);
      expect(
        (await call(method, url, undefined, method === 'GET' ? undefined : body)).statusCode,
      ).toBe(401);
    }
  });

  it('400 with a pt-BR message for a missing, invalid or placeholder e-mail or format; 404 for another office', async () => {
    const seeded = await seedClientHistory(t, receiver.url());
    const token = seeded.elsewhere.admin.token;
    const refusals: Array<[string, string]> = [
      ['/api/privacy/clients/export', 'Informe o e-mail do cliente.'],
      [exportUrl(''), 'Informe o e-mail do cliente.'],
      [exportUrl('não-é-email'), 'E-mail inválido'],
      [
        exportUrl(ANONYMIZED_EMAIL),
        'Este é o endereço dos clientes já anonimizados: informe o e-mail real do cliente.',
      ],
      [exportUrl(MARIANA.clientEmail, 'pdf'), 'Formato inválido: use json ou csv.'],
    ];
    for (const [url, message] of refusals) {
      const response = await call('GET', url, token);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(message);
    }
    for (const payload of [{}, { email: '' }, { email: 'x@' }, { email: 42 }]) {
      const response = await call('POST', '/api/privacy/clients/erase', token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    // Otávio is a client of the first office only.
    const unknown = await call('GET', exportUrl(OTAVIO.clientEmail), token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'Nenhum dado encontrado para este e-mail nesta organização.',
    );
    expect(
      (await call('POST', '/api/privacy/clients/erase', token, { email: OTAVIO.clientEmail }))
        .statusCode,
    ).toBe(404);
    expect((await appointmentRow(seeded.appointments.other.id))!.clientName).toBe(
      OTAVIO.clientName,
    );
  });
});
