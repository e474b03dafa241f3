import { and, eq } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { pixPspMessages as m } from '@core/messages.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import type { PspWebhookBody } from '@core/schemas/pix-psp.ts';
import type { Db } from '../../../db/client.ts';
import { appointments, pixReceived } from '../../../db/schema.ts';
import type { Actor } from '../../../kernel/actor.ts';
import type { EventBus } from '../../../realtime/event-bus.ts';
import { auditInsert } from '../../audit/audit.repository.ts';
import { markPaidInTransaction, publishPaid } from '../mark-appointment-paid.ts';
import { type PspConnection, PspError } from './pix-provider.ts';
import { pixProviders } from './pix-providers.ts';
import type { PspDeps } from './psp-deps.ts';
import {
  type PspSettingsRow,
  connectionOf,
  findPspSettingsByWebhookSecret,
} from './psp.repository.ts';

type ReportedPix = PspWebhookBody['pix'][number];

/** The booking's professional, acting through the system: the audit names the PSP. */
const pspActor = (row: { userId: string; organizationId: string }): Actor => ({
  userId: row.userId,
  organizationId: row.organizationId,
  role: 'professional',
  sessionId: 'system:pix-psp',
  via: 'system',
});

/** The PSP's own word on the charge: concluded, for the reported amount, to the office's key. */
async function confirmedAtPsp(
  settings: PspSettingsRow,
  connection: PspConnection,
  pix: ReportedPix,
) {
  try {
    const charge = await pixProviders[settings.provider].readCharge(connection, pix.txid);
    const reported = Math.round(Number(pix.valor) * 100);
    return (
      charge.status === 'CONCLUIDA' &&
      charge.amountCents === reported &&
      charge.pixKey === settings.pixKey
    );
  } catch (error) {
    if (!(error instanceof PspError)) throw error;
    if (error.kind === 'refused') return false;
    throw new AppError('BAD_GATEWAY', m.pspUnreachable);
  }
}

/**
 * One confirmed Pix, in one transaction: recorded once per endToEndId (a repeat changes nothing);
 * the booking still waiting for it is marked paid through the mark-paid use case; one already
 * released by its hold (or paid) leaves the Pix recorded as 'late', for the office to refund.
 */
async function applyPix(db: Db, organizationId: string, pix: ReportedPix) {
  return db.transaction(async (tx) => {
    // Locked here, inside: a hold's release deleting it meanwhile either waits for this Pix or
    // has deleted it already (then it is late), never leaves a record naming a deleted booking.
    const [appointment] = await tx
      .select({ id: appointments.id, userId: appointments.userId })
      .from(appointments)
      .where(
        and(eq(appointments.pixTxid, pix.txid), eq(appointments.organizationId, organizationId)),
      )
      .limit(1)
      .for('update');
    const [recorded] = await tx
      .insert(pixReceived)
      .values({
        organizationId,
        endToEndId: pix.endToEndId,
        txid: pix.txid,
        amountCents: Math.round(Number(pix.valor) * 100),
        paidAt: new Date(pix.horario),
        appointmentId: appointment?.id ?? null,
        outcome: 'paid',
      })
      .onConflictDoNothing({ target: pixReceived.endToEndId })
      .returning({ id: pixReceived.id });
    if (!recorded) return undefined;
    if (appointment) {
      const actor = pspActor({ ...appointment, organizationId });
      try {
        // Marks it paid and tells the client 'Pagamento confirmado', once, as a mark by hand does.
        const paid = await markPaidInTransaction(tx, actor, appointment.id);
        return { actor, paid };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    await tx.update(pixReceived).set({ outcome: 'late' }).where(eq(pixReceived.id, recorded.id));
    await auditInsert(tx, {
      organizationId,
      actorUserId: null,
      actorKind: 'system',
      action: 'create',
      entity: 'pix_received',
      entityId: recorded.id,
      after: { ...pix, outcome: 'late', note: m.latePayment },
    });
    return undefined;
  });
}

/**
 * POST {registered url}/pix from the office's PSP. The unguessable path secret names the office;
 * each reported Pix is believed only once GET cob at the PSP (over mTLS) says it was concluded for
 * that amount (decision 085). Answers how many were confirmed; a Pix the PSP denies is refused.
 */
export async function receivePspWebhook(
  db: Db,
  {
    secret,
    body,
    deps,
    events,
  }: { secret: string; body: PspWebhookBody; deps: PspDeps; events: EventBus },
) {
  const settings = deps.sealKey ? await findPspSettingsByWebhookSecret(db, secret) : undefined;
  if (!settings) throw new AppError('NOT_FOUND', m.webhookUnknown);
  const connection = connectionOf(settings, deps);
  let refused = 0;
  const paid: { actor: Actor; paid: AppointmentDto }[] = [];
  for (const pix of body.pix) {
    if (!(await confirmedAtPsp(settings, connection, pix))) {
      refused += 1;
      continue;
    }
    const outcome = await applyPix(db, settings.organizationId, pix);
    if (outcome) paid.push(outcome);
  }
  for (const { actor, paid: dto } of paid) await publishPaid(events, actor, dto);
  if (refused > 0) throw new AppError('VALIDATION', m.webhookInvalid);
  return { received: body.pix.length - refused };
}
