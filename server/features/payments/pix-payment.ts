import QRCode from 'qrcode';
import { buildStaticPixBrCode, pixTxidFor } from '@core/pix/br-code.ts';
import { pixAscii } from '@core/pix/pix-key.ts';
import type { PixPaymentDto } from '@core/schemas/pix.ts';
import type { appointments, users } from '../../db/schema.ts';
import type { SnapshotProduct } from '../scheduling/schedule-snapshot.ts';

type UserRow = typeof users.$inferSelect;
type AppointmentRow = typeof appointments.$inferSelect;

export type PaymentColumns = Pick<
  AppointmentRow,
  'paymentStatus' | 'paymentAmountCents' | 'pixBrCode' | 'paymentDueAt'
>;

/**
 * The payment a public booking starts: pending with a static Pix for the product's price when the
 * product costs something and the professional registered a Pix key; otherwise none. The product
 * is as the booking's transaction read it (its schedule snapshot).
 */
export function planPixPayment({
  professional,
  product,
  appointmentId,
  now,
}: {
  professional: UserRow;
  product: Pick<SnapshotProduct, 'priceCents' | 'releaseUnpaidAfterMinutes'> | undefined;
  appointmentId: string;
  now: number;
}): Partial<PaymentColumns> {
  const { pixKey, pixMerchantName, pixMerchantCity } = professional;
  if (!product || !pixKey || !pixMerchantName || !pixMerchantCity) return {};
  if (product.priceCents <= 0) return {};
  const hold = product.releaseUnpaidAfterMinutes;
  return {
    paymentStatus: 'pending',
    paymentAmountCents: product.priceCents,
    pixBrCode: buildStaticPixBrCode({
      key: pixKey,
      merchantName: pixAscii(pixMerchantName),
      merchantCity: pixAscii(pixMerchantCity),
      amountCents: product.priceCents,
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
