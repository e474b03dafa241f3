import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments } from '../../../db/schema.ts';
import type { PaymentColumns } from '../pix-payment.ts';
import { PspError } from './pix-provider.ts';
import { pixProviders } from './pix-providers.ts';
import type { PspDeps } from './psp-deps.ts';
import { connectionOf, findPspSettings } from './psp.repository.ts';

type ChargeRow = PaymentColumns & {
  id: string;
  organizationId: string;
  startTime: Date;
  productName: string | null;
};

/** Seconds the charge lives: the booking's hold, or (without one) until the appointment starts. */
function expiresInSeconds(row: ChargeRow, now: number) {
  const until = row.paymentDueAt?.getTime() ?? row.startTime.getTime();
  return Math.max(60, Math.ceil((until - now) / 1000));
}

/**
 * Makes the PSP charge of a booking that waits for one (pending, a txid, no code yet), after the
 * booking's commit (decision 085): the row with its copia-e-cola, or as it was when the PSP fails
 * (the booking stands; the client's private page tries again). PUT cob is idempotent per txid.
 */
export async function ensurePspCharge<Row extends ChargeRow>(
  db: Db,
  deps: PspDeps | undefined,
  row: Row,
  now = Date.now(),
): Promise<Row> {
  if (!deps?.sealKey || row.paymentStatus !== 'pending' || !row.pixTxid || row.pixBrCode) {
    return row;
  }
  const settings = await findPspSettings(db, row.organizationId);
  if (!settings || row.paymentAmountCents === null) return row;
  try {
    const charge = await pixProviders[settings.provider].createCharge(
      connectionOf(settings, deps),
      {
        txid: row.pixTxid,
        amountCents: row.paymentAmountCents,
        expiresInSeconds: expiresInSeconds(row, now),
        description: row.productName ?? 'Agendamento',
      },
    );
    const [saved] = await db
      .update(appointments)
      .set({ pixBrCode: charge.brCode })
      .where(and(eq(appointments.id, row.id), isNull(appointments.pixBrCode)))
      .returning({ pixBrCode: appointments.pixBrCode });
    return { ...row, pixBrCode: saved?.pixBrCode ?? charge.brCode };
  } catch (error) {
    if (error instanceof PspError) return row;
    throw error;
  }
}
