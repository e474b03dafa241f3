import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pixPspSettings, pixReceived } from '../../../db/schema.ts';
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

/** How many late Pix the office's list shows, newest first. */
const LATE_PIX_SHOWN = 50;

/** The office's Pix that arrived after their hold released the time (decision 085), newest first. */
export function findLatePix(db: Db, organizationId: string) {
  return db
    .select({
      id: pixReceived.id,
      endToEndId: pixReceived.endToEndId,
      txid: pixReceived.txid,
      amountCents: pixReceived.amountCents,
      paidAt: pixReceived.paidAt,
    })
    .from(pixReceived)
    .where(and(eq(pixReceived.organizationId, organizationId), eq(pixReceived.outcome, 'late')))
    .orderBy(desc(pixReceived.paidAt))
    .limit(LATE_PIX_SHOWN);
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
