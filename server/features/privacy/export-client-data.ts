import type { ClientDataExportDto, ExportFormat } from '@core/schemas/privacy.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { calendarSources } from '../calendars/calendar-connections.ts';
import { findOrganizationName } from './client-records.repository.ts';
import { auditClientRequest } from './client-request-audit.ts';
import { type ClientRecords, collectClientRecords } from './collect-client-records.ts';

const and = new Intl.ListFormat('pt-BR', { type: 'conjunction' });
const or = new Intl.ListFormat('pt-BR', { type: 'disjunction' });
const channels = [
  'e-mails',
  'WhatsApp',
  'webhooks do escritório',
  ...calendarSources.map((c) => c.label),
];
const origins = [
  'manual (equipe)',
  'public (link de agendamento)',
  'api',
  'mcp',
  ...calendarSources.map(({ id, label }) => `${id} (${label})`),
];

/** What each group of the export holds, in the client's language. */
const meanings: Record<string, string> = {
  appointments:
    'Agendamentos feitos com este e-mail: nome, e-mail, telefone e observações informados, profissional, serviço, horário (UTC, ISO 8601), status e pagamento.',
  notifications: `Notificações sobre esses agendamentos (${and.format(channels)}), enviadas ou planejadas, com a cópia dos dados que levaram.`,
  emails: 'Cópias dos e-mails guardados pelo sistema sobre esses agendamentos.',
  auditEntries:
    'Registro de auditoria: quem criou, alterou, remarcou ou cancelou cada agendamento, com os dados antes e depois.',
  waitlist:
    'Lista de espera: dias em que o cliente pediu aviso de horário livre, com nome, e-mail, telefone e situação.',
  'appointments.source': `Origem: ${or.format(origins)}.`,
  'appointments.status':
    'Status: scheduled (Agendado), confirmed (Confirmado), attended (Compareceu) ou no_show (Faltou); um agendamento cancelado é removido.',
  'notifications.recipient':
    'Destinatário: client (o cliente), professional (o profissional), user ou organization (sistemas do escritório).',
  'notifications.status':
    'Situação: scheduled (planejada), pending (na fila), success (enviada), failed (falhou) ou cancelled (cancelada).',
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toExport(
  email: string,
  organization: string,
  records: ClientRecords,
  now: number,
): ClientDataExportDto {
  return {
    email,
    organization,
    exportedAt: new Date(now).toISOString(),
    meanings,
    appointments: records.appointments.map(({ appointment: a, professionalName, timezone }) => ({
      id: a.id,
      professionalName,
      productName: a.productName,
      clientName: a.clientName,
      clientEmail: a.clientEmail,
      clientPhone: a.clientPhone,
      notes: a.notes,
      startTime: a.startTime.toISOString(),
      endTime: a.endTime.toISOString(),
      timezone,
      source: a.source,
      status: a.status,
      paymentStatus: a.paymentStatus,
      paymentAmount: a.paymentAmountCents === null ? null : a.paymentAmountCents / 100,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      intakeAnswers: a.intakeAnswers ?? [],
      privacyAcceptedAt: a.privacyAcceptedAt?.toISOString() ?? null,
      privacyNoticeVersion: a.privacyNoticeVersion,
    })),
    notifications: records.notifications.map((row) => ({
      id: row.id,
      appointmentId: row.appointmentId,
      eventType: row.eventType,
      channel: row.channel,
      recipient: row.subscriber,
      destination: row.url,
      status: row.status,
      scheduledFor: row.scheduledFor.toISOString(),
      sentAt: iso(row.sentAt),
      content: row.payload,
    })),
    emails: records.emails.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      textBody: row.textBody,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    auditEntries: records.auditEntries.map((row) => ({
      id: row.id,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      actorKind: row.actorKind,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    waitlist: records.waitlist.map((entry) => ({
      id: entry.id,
      professionalName: entry.professionalName,
      date: entry.date,
      clientName: entry.clientName,
      clientEmail: entry.clientEmail,
      clientPhone: entry.clientPhone,
      status: entry.status,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * LGPD access and portability: everything the actor's organization stores about one client
 * e-mail. Audited (the e-mail's hash, the format and the counts). 404 when there is nothing.
 */
export async function exportClientData(
  db: Db,
  {
    actor,
    email,
    format,
    now = Date.now(),
  }: { actor: Actor; email: string; format: ExportFormat; now?: number },
): Promise<ClientDataExportDto> {
  return db.transaction(async (tx) => {
    const key = { organizationId: actor.organizationId, email };
    const records = await collectClientRecords(tx, key);
    const organization = await findOrganizationName(tx, actor.organizationId);
    const data = toExport(email, organization, records, now);
    await auditClientRequest(tx, actor, {
      action: 'export',
      email,
      details: {
        format,
        appointments: data.appointments.length,
        notifications: data.notifications.length,
        emails: data.emails.length,
        auditEntries: data.auditEntries.length,
      },
    });
    return data;
  });
}
