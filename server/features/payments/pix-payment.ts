import QRCode from 'qrcode';
import { buildStaticPixBrCode, pixTxidFor } from '../../../core/pix/br-code.ts';
import { pixAscii } from '../../../core/pix/pix-key.ts';
import type { PixPaymentDto } from '../../../core/schemas/pix.ts';
import type { Db } from '../../db/client.ts';
import type { appointments, users } from '../../db/schema.ts';
import { findProductPricing } from './payments.repository.ts';

type UserRow = typeof users.$inferSelect;
type AppointmentRow = typeof appointments.$inferSelect;

export type PaymentColumns = Pick<
  AppointmentRow,
  'paymentStatus' | 'paymentAmountCents' | 'pixBrCode' | 'paymentDueAt'
>;

/**
 * The payment a public booking starts: pending with a static Pix for the product's price when the
 * product costs something and the professional registered a Pix key; otherwise none.
 */
export async function planPixPayment(
  db: Db,
  {
    professional,
    productId,
    appointmentId,
    now,
  }: { professional: UserRow; productId?: string | null; appointmentId: string; now: number },
): Promise<Partial<PaymentColumns>> {
  const { pixKey, pixMerchantName, pixMerchantCity } = professional;
  if (!productId || !pixKey || !pixMerchantName || !pixMerchantCity) return {};
  const pricing = await findProductPricing(db, productId);
  if (!pricing || pricing.priceCents <= 0) return {};
  const hold = pricing.releaseUnpaidAfterMinutes;
  return {
    paymentStatus: 'pending',
    paymentAmountCents: pricing.priceCents,
    pixBrCode: buildStaticPixBrCode({
      key: pixKey,
      merchantName: pixAscii(pixMerchantName),
      merchantCity: pixAscii(pixMerchantCity),
      amountCents: pricing.priceCents,
      txid: pixTxidFor(appointmentId),
    }),
    paymentDueAt: hold ? new Date(now + hold * 60_000) : null,
  };
}

/** The Pix a client still has to pay (code and QR image), or null when nothing is pending. */
export async function pendingPixOf(
  row: PaymentColumns & { id: string },
): Promise<PixPaymentDto | null> {
  if (row.paymentStatus !== 'pending' || !row.pixBrCode || row.paymentAmountCents === null) {
    return null;
  }
  // SVG text made here: the public booking page ships no QR code library.
  const qrSvg = await QRCode.toString(row.pixBrCode, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return {
    amount: row.paymentAmountCents / 100,
    brCode: row.pixBrCode,
    qrSvg,
    txid: pixTxidFor(row.id),
    dueAt: row.paymentDueAt?.toISOString() ?? null,
  };
}
