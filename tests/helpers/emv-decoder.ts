/**
 * An EMV QR (BR Code) reader written for the tests, independent of the generator the app uses:
 * it splits the ID-length-value fields and checks the CRC16-CCITT (init 0xFFFF, poly 0x1021).
 */
export type EmvFields = Map<string, string>;

export function parseEmv(text: string): EmvFields {
  const fields: EmvFields = new Map();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`bad field at ${at}`);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`field ${id} is cut short`);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The fields a static Pix carries, after checking that the code ends with its right CRC. */
export function decodePixBrCode(code: string) {
  const fields = parseEmv(code);
  const crc = fields.get('63');
  const crcValid = code.endsWith(`6304${crc}`) && crc16Ccitt(code.slice(0, -4)) === crc;
  const account = parseEmv(fields.get('26') ?? '');
  const extra = parseEmv(fields.get('62') ?? '');
  return {
    crcValid,
    payloadFormat: fields.get('00'),
    gui: account.get('00'),
    key: account.get('01'),
    mcc: fields.get('52'),
    currency: fields.get('53'),
    amount: fields.get('54'),
    country: fields.get('58'),
    merchantName: fields.get('59'),
    merchantCity: fields.get('60'),
    txid: extra.get('05'),
  };
}
