import { and, eq } from 'drizzle-orm';
import { isAnonymizedEmail } from '@core/anonymized-client.ts';
import { pixPspMessages as m } from '@core/messages.ts';
import { formatDateTimeWithZone } from '@core/scheduling/format-instant.ts';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import type { EmailComposer } from '../email/email-composer.ts';
import { toHtml, toPlainText } from '../email/email-layout.ts';
import { manageBookingUrl } from '../email/compose-notification-email.ts';
import { findOrganization } from '../organization/organization.repository.ts';
import type { NewWebhookLog } from '../outbox/webhook-logs.repository.ts';
import { findUserById } from '../users/users.repository.ts';

export const PAYMENT_CONFIRMED_EMAIL = 'payment.confirmed';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

type PaidAppointment = {
  id: string;
  organizationId: string;
  userId: string;
  clientEmail: string;
};

/**
 * The outbox row of the client's 'Pagamento confirmado' e-mail, written in the transaction that
 * marks the booking paid (by the PSP's webhook or by hand): only a pending payment turns paid, so
 * a repeated webhook or a second mark writes none (decision 091).
 */
export function paymentConfirmedRows(appointment: PaidAppointment): NewWebhookLog[] {
  if (isAnonymizedEmail(appointment.clientEmail)) return [];
  return [
    {
      organizationId: appointment.organizationId,
      userId: appointment.userId,
      appointmentId: appointment.id,
      eventType: PAYMENT_CONFIRMED_EMAIL,
      channel: 'email',
      subscriber: 'client',
      status: 'pending',
      url: appointment.clientEmail,
      payload: { event: PAYMENT_CONFIRMED_EMAIL, appointment: { id: appointment.id } },
    },
  ];
}

async function findPaidAppointment(db: Db, organizationId: string, id: string | null) {
  if (!id) return undefined;
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.organizationId, organizationId)));
  return row;
}

/** The client's e-mail: what was paid (BRL), for which time, and the private manage link. */
export const composePaymentConfirmedEmail: EmailComposer = async (db, row, { baseUrl }) => {
  const appointment = await findPaidAppointment(db, row.organizationId, row.appointmentId);
  if (!appointment || !row.url) throw new Error('agendamento não existe mais');
  const [professional, organization] = await Promise.all([
    findUserById(db, appointment.userId),
    findOrganization(db, appointment.organizationId),
  ]);
  const brand = organization?.name ?? 'Agendei';
  const zone = professional?.timezone ?? 'America/Sao_Paulo';
  const when = formatDateTimeWithZone(appointment.startTime.getTime(), zone);
  const amount = brl.format((appointment.paymentAmountCents ?? 0) / 100);
  const content = {
    subject: `${m.paidTitle}: ${when}`,
    preheader: m.paidText(amount),
    brand,
    tone: 'confirmed' as const,
    heading: m.paidTitle,
    paragraphs: [
      `Olá, ${appointment.clientName.split(/\s+/)[0] ?? appointment.clientName}!`,
      m.paidText(amount),
    ],
    details: [
      { label: 'Valor', value: amount },
      { label: 'Horário', value: when },
      { label: 'Profissional', value: professional?.name ?? '' },
      ...(appointment.productName ? [{ label: 'Serviço', value: appointment.productName }] : []),
    ],
    action: {
      label: m.paidAction,
      url: manageBookingUrl(baseUrl, appointment.manageToken),
      note: m.paidNote,
    },
    footer: [],
  };
  return {
    to: row.url,
    replyTo: professional?.email,
    organizationName: brand,
    subject: content.subject,
    text: toPlainText(content),
    html: toHtml(content),
  };
};
