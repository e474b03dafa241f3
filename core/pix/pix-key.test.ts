import { describe, expect, it } from 'vitest';
import { decodePixBrCode } from '@tests/helpers/emv-decoder.ts';
import { buildStaticPixBrCode, pixTxidFor } from './br-code.ts';
import { formatPixKey, normalizePixKey } from './pix-key.ts';

describe('normalizePixKey', () => {
  it.each([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['cnpj', 'q0.slf.mbd/7vx4-39', 'Q0SLFMBD7VX439'],
    ['phone', '(11) 98765-4321', '+5511987654321'],
    ['phone', '+55 11 98765-4321', '+5511987654321'],
    ['email', ' Ana@Example.COM ', 'ana@example.com'],
    ['evp', '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
  ] as const)('reads a %s key %j in its canonical form', (type, raw, canonical) => {
    expect(normalizePixKey(type, raw)).toBe(canonical);
  });

  it.each([
    ['cpf', '529.982.247-26'],
    ['cpf', '111.111.111-11'],
    ['cnpj', '11.222.333/0001-82'],
    ['cnpj', 'Q0.SLF.MBD/7VX4-38'],
    ['phone', '(11) 3333-4444'],
    ['email', 'ana@'],
    ['evp', 'not-a-uuid'],
  ] as const)('refuses a %s key %j', (type, raw) => {
    expect(normalizePixKey(type, raw)).toBeNull();
  });
});

describe('formatPixKey', () => {
  it('writes CPF, CNPJ and phone keys as people read them, key by key', () => {
    let typed = '';
    for (const digit of '52998224725') typed = formatPixKey('cpf', typed + digit);
    expect(typed).toBe('529.982.247-25');
    expect(formatPixKey('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
    expect(formatPixKey('cnpj', 'q0slfmbd7vx439')).toBe('Q0.SLF.MBD/7VX4-39');
    expect(formatPixKey('phone', '+5511987654321')).toBe('+55(11) 98765-4321');
    expect(formatPixKey('email', 'ana@example.com')).toBe('ana@example.com');
  });

  it('gives back what normalizePixKey reads to the same key', () => {
    for (const [type, key] of [
      ['cpf', '52998224725'],
      ['cnpj', '11222333000181'],
      ['phone', '+5511987654321'],
    ] as const) {
      expect(normalizePixKey(type, formatPixKey(type, key))).toBe(key);
    }
  });
});

describe('buildStaticPixBrCode', () => {
  it('writes a BR Code that an independent reader decodes with the right CRC and fields', () => {
    const txid = pixTxidFor('0f8fad5b-d9cb-469f-a165-70867728950e');
    const code = buildStaticPixBrCode({
      key: '+5511987654321',
      merchantName: 'Bruno Lima',
      merchantCity: 'Sao Paulo',
      amountCents: 15000,
      txid,
    });
    expect(txid).toMatch(/^[0-9A-Z]{25}$/);
    expect(decodePixBrCode(code)).toEqual({
      crcValid: true,
      payloadFormat: '01',
      gui: 'br.gov.bcb.pix',
      key: '+5511987654321',
      mcc: '0000',
      currency: '986',
      amount: '150.00',
      country: 'BR',
      merchantName: 'Bruno Lima',
      merchantCity: 'Sao Paulo',
      txid,
    });
    // One changed character breaks the CRC.
    expect(decodePixBrCode(code.replace('150.00', '151.00')).crcValid).toBe(false);
  });
});
