import { X509Certificate, createPrivateKey, randomBytes } from 'node:crypto';
import { AppError } from '@core/app-error.ts';
import { pixPspMessages as m } from '@core/messages.ts';
import type { PspSettingsDto, PspSettingsInput } from '@core/schemas/pix-psp.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pixPspSettings } from '../../../db/schema.ts';
import type { Actor } from '../../../kernel/actor.ts';
import { auditChange } from '../../audit/audit-change.ts';
import { encryptToken } from '../../calendars/google/token-cipher.ts';
import { PspError } from './pix-provider.ts';
import { pixProviders } from './pix-providers.ts';
import type { PspDeps } from './psp-deps.ts';
import {
  type PspSettingsRow,
  connectionOf,
  findPspSettings,
  webhookSecretHash,
} from './psp.repository.ts';

/** The card's view of a settings row: secrets only as 'configured'. */
export function pspSettingsDto(row: PspSettingsRow | undefined, deps: PspDeps): PspSettingsDto {
  const secret = row ? ('configured' as const) : null;
  return {
    available: deps.sealKey !== null,
    configured: row !== undefined,
    provider: row?.provider ?? 'static',
    baseUrl: row?.baseUrl ?? null,
    clientId: row?.clientId ?? null,
    pixKey: row?.pixKey ?? null,
    clientSecret: secret,
    certificate: secret,
    privateKey: secret,
    webhookRegisteredAt: row?.webhookRegisteredAt?.toISOString() ?? null,
  };
}

/** The PEM pair checked: a certificate, a private key, and the key of that certificate. */
function checkedPem(certificate: string, privateKey: string) {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(certificate);
  } catch {
    throw new AppError('VALIDATION', m.certificateInvalid, { certificate: m.certificateInvalid });
  }
  try {
    if (!cert.checkPrivateKey(createPrivateKey(privateKey))) throw new Error('other key');
  } catch {
    throw new AppError('VALIDATION', m.privateKeyInvalid, { privateKey: m.privateKeyInvalid });
  }
}

/** The secrets of this save: typed now, or kept from the stored row; all three are needed. */
function secretsOf(input: PspSettingsInput, stored: PspSettingsRow | undefined, deps: PspDeps) {
  const kept = stored ? connectionOf(stored, deps) : undefined;
  const clientSecret = input.clientSecret || kept?.clientSecret;
  const certificate = input.certificate || kept?.certificate;
  const privateKey = input.privateKey || kept?.privateKey;
  const missing: Record<string, string> = {};
  if (!clientSecret) missing.clientSecret = m.clientSecretRequired;
  if (!certificate) missing.certificate = m.certificateRequired;
  if (!privateKey) missing.privateKey = m.privateKeyRequired;
  if (!clientSecret || !certificate || !privateKey) {
    throw new AppError('VALIDATION', Object.values(missing)[0]!, missing);
  }
  checkedPem(certificate, privateKey);
  return { clientSecret, certificate, privateKey };
}

/**
 * The admin sets up (or changes) the office's PSP. A fresh webhook secret is registered at the
 * PSP first (which proves URL, credentials and certificate); only then is anything written.
 */
export async function savePspSettings(
  db: Db,
  { actor, input, deps }: { actor: Actor; input: PspSettingsInput; deps: PspDeps },
): Promise<PspSettingsDto> {
  if (!deps.sealKey) throw new AppError('CONFLICT', m.unavailable);
  const key = deps.sealKey;
  const stored = await findPspSettings(db, actor.organizationId);
  const secrets = secretsOf(input, stored, deps);
  const webhookSecret = randomBytes(24).toString('base64url');
  const connection = { ...input, ...secrets, ca: deps.ca };
  const provider = pixProviders['bcb-standard'];
  try {
    await provider.registerWebhook(
      connection,
      `${deps.publicUrl}/api/pix/psp/webhook/${webhookSecret}`,
    );
  } catch (error) {
    if (!(error instanceof PspError)) throw error;
    if (error.kind === 'unreachable') throw new AppError('BAD_GATEWAY', m.pspUnreachable);
    throw new AppError('VALIDATION', m.pspRefused);
  }
  const values = {
    provider: 'bcb-standard' as const,
    baseUrl: input.baseUrl,
    clientId: input.clientId,
    pixKey: input.pixKey,
    sealedClientSecret: encryptToken(key, secrets.clientSecret),
    sealedCertificate: encryptToken(key, secrets.certificate),
    sealedPrivateKey: encryptToken(key, secrets.privateKey),
    webhookSecretHash: webhookSecretHash(webhookSecret),
    webhookRegisteredAt: new Date(),
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pixPspSettings)
      .values({ organizationId: actor.organizationId, ...values })
      .onConflictDoUpdate({ target: pixPspSettings.organizationId, set: values })
      .returning();
    const after = pspSettingsDto(row, deps);
    await auditChange(tx, actor, {
      entity: 'pix_psp_settings',
      entityId: actor.organizationId,
      before: stored ? pspSettingsDto(stored, deps) : undefined,
      after,
    });
    return after;
  });
}

/** The admin removes the PSP: bookings go back to each professional's static Pix. */
export async function removePspSettings(db: Db, { actor }: { actor: Actor }) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(pixPspSettings)
      .where(eq(pixPspSettings.organizationId, actor.organizationId))
      .returning({ baseUrl: pixPspSettings.baseUrl, clientId: pixPspSettings.clientId });
    if (gone) {
      await auditChange(tx, actor, {
        entity: 'pix_psp_settings',
        entityId: actor.organizationId,
        before: gone,
        after: undefined,
      });
    }
  });
}
