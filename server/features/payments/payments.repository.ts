import { and, asc, eq, lte } from 'drizzle-orm';
import type { PixSettingsDto, PixSettingsInput } from '@core/schemas/pix.ts';
import type { Db } from '../../db/client.ts';
import { appointments, users } from '../../db/schema.ts';

const pixColumns = {
  keyType: users.pixKeyType,
  key: users.pixKey,
  merchantName: users.pixMerchantName,
  merchantCity: users.pixMerchantCity,
};

/** A user's Pix receiving data (all null before a key is registered). */
export async function findPixSettings(db: Db, userId: string): Promise<PixSettingsDto> {
  const [row] = await db.select(pixColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? { keyType: null, key: null, merchantName: null, merchantCity: null };
}

/** Saves (or, with null, removes) a user's Pix receiving data. */
export async function savePixSettingsRow(
  db: Db,
  userId: string,
  input: PixSettingsInput | null,
): Promise<PixSettingsDto> {
  const [row] = await db
    .update(users)
    .set({
      pixKeyType: input?.keyType ?? null,
      pixKey: input?.key ?? null,
      pixMerchantName: input?.merchantName ?? null,
      pixMerchantCity: input?.merchantCity ?? null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning(pixColumns);
  return row!;
}

export async function setPaymentPaid(db: Db, id: string) {
  const [row] = await db
    .update(appointments)
    .set({ paymentStatus: 'paid', paymentDueAt: null, updatedAt: new Date() })
    .where(and(eq(appointments.id, id), eq(appointments.paymentStatus, 'pending')))
    .returning();
  return row;
}

/** Pending payments whose hold ran out by `now`, oldest first (the partial index reads them). */
export async function listOverduePayments(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: appointments.id,
      organizationId: appointments.organizationId,
      userId: appointments.userId,
    })
    .from(appointments)
    .where(and(eq(appointments.paymentStatus, 'pending'), lte(appointments.paymentDueAt, now)))
    .orderBy(asc(appointments.paymentDueAt))
    .limit(limit);
}
