import { AppError } from '@core/app-error.ts';
import { logoTypeOf } from '@core/image-type.ts';
import { organizationMessages } from '@core/messages.ts';
import { MAX_LOGO_BYTES } from '@core/schemas/office-details.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { auditChange } from '../audit/audit-change.ts';
import { replaceLogo } from './organization-logo.repository.ts';

/** The admin's new logo: PNG, JPEG or WebP by its bytes, at most 512 KB. */
export async function uploadLogo(db: Db, actor: Actor, contentBase64: string): Promise<string> {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length > MAX_LOGO_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', organizationMessages.logoTooLarge, {
      logo: organizationMessages.logoTooLarge,
    });
  }
  const contentType = logoTypeOf(bytes);
  if (!contentType) {
    throw new AppError('VALIDATION', organizationMessages.logoWrongType, {
      logo: organizationMessages.logoWrongType,
    });
  }
  return db.transaction(async (tx) => {
    const logoId = await replaceLogo(tx, actor.organizationId, { contentType, bytes });
    await auditChange(tx, actor, {
      entity: 'organization',
      entityId: actor.organizationId,
      before: {},
      after: { logo: { id: logoId, contentType, bytes: bytes.length } },
    });
    return logoId;
  });
}
