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
  'paymentStatus' | 'paymentAmountCents' | 'pixBrCode' | 'paymentDueAt' | 'pixTxid'
>;

/** The txid of an appointment's dynamic charge at a PSP: 32 of the standard's 26–35 characters. */
export const pspTxidFor = (appointmentId: string) => appointmentId.replaceAll('-', '');

/**
 * The payment a public booking starts: pending for the product's price when the product costs
 * something and either the office has a PSP (`dynamicPix`: a charge made after the commit,
 * ensure-psp-charge.ts) or the professional registered a Pix key (a static Pix); otherwise none.
 * The product is as the booking's transaction read it (its schedule snapshot).
 */
export function planPixPayment({
  professional,
  product,
  appointmentId,
  now,
  dynamicPix = false,
}: {
  professional: UserRow;
  product: Pick<SnapshotProduct, 'priceCents' | 'releaseUnpaidAfterMinutes'> | undefined;
  appointmentId: string;
  now: number;
  dynamicPix?: boolean;
}): Partial<PaymentColumns> {
  if (!product || product.priceCents <= 0) return {};
  const hold = product.releaseUnpaidAfterMinutes;
  const paymentDueAt = hold ? new Date(now + hold * 60_000) : null;
  if (dynamicPix) {
    const pixTxid = pspTxidFor(appointmentId);
    return {
      paymentStatus: 'pending',
      paymentAmountCents: product.priceCents,
      pixTxid,
      paymentDueAt,
    };
  }
  const { pixKey, pixMerchantName, pixMerchantCity } = professional;
  if (!pixKey || !pixMerchantName || !pixMerchantCity) return {};
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
    paymentDueAt,
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
    txid: row.pixTxid ?? pixTxidFor(row.id),
    dueAt: row.paymentDueAt?.toISOString() ?? null,
  };
}
