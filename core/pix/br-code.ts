import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';

export interface StaticPixInput {
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  txid: string;
}

/** The static Pix BR Code ("copia e cola") for a fixed amount, with CRC16, per the BCB manual. */
export function buildStaticPixBrCode(input: StaticPixInput): string {
  const code = generatePixPayload({
    key: input.key,
    merchantName: input.merchantName,
    merchantCity: input.merchantCity,
    // Whole centavos divided by 100 always print back with two decimals ("150.00").
    amount: input.amountCents / 100,
    txid: input.txid,
  });
  if (!code) throw new Error('invalid Pix data for a BR Code');
  return code;
}

/** The transaction id of an appointment's payment: up to 25 letters and digits of its id. */
export function pixTxidFor(appointmentId: string): string {
  return appointmentId
    .replace(/[^0-9a-zA-Z]/g, '')
    .slice(0, 25)
    .toUpperCase();
}
