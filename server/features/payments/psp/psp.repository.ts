import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pixPspSettings } from '../../../db/schema.ts';
import { decryptToken } from '../../calendars/google/token-cipher.ts';
import type { PspConnection } from './pix-provider.ts';
import type { PspDeps } from './psp-deps.ts';

export type PspSettingsRow = typeof pixPspSettings.$inferSelect;

export const webhookSecretHash = (secret: string) =>
  createHash('sha256').update(secret).digest('hex');

export async function findPspSettings(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(pixPspSettings)
    .where(eq(pixPspSettings.organizationId, organizationId))
    .limit(1);
  return row;
}

export async function findPspSettingsByWebhookSecret(db: Db, secret: string) {
  const [row] = await db
    .select()
    .from(pixPspSettings)
    .where(eq(pixPspSettings.webhookSecretHash, webhookSecretHash(secret)))
    .limit(1);
  return row;
}

/** The row opened into a connection (secrets decrypted), with the configured CA trust. */
export function connectionOf(row: PspSettingsRow, deps: PspDeps): PspConnection {
  if (!deps.sealKey) throw new Error('PIX_PSP_KEY is not set');
  const open = (sealed: string) => decryptToken(deps.sealKey!, sealed);
  return {
    baseUrl: row.baseUrl,
    clientId: row.clientId,
    clientSecret: open(row.sealedClientSecret),
    certificate: open(row.sealedCertificate),
    privateKey: open(row.sealedPrivateKey),
    ca: deps.ca,
    pixKey: row.pixKey,
  };
}
