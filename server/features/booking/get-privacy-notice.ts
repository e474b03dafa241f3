import { AppError } from '@core/app-error.ts';
import { bookingMessages } from '@core/messages.ts';
import { defaultPrivacyNotice } from '@core/privacy-notice.ts';
import type { PrivacyNoticeDto } from '@core/schemas/booking.ts';
import type { Db } from '../../db/client.ts';
import { findRetentionMonths } from '../privacy/retention.repository.ts';
import { publicOfficeOf, resolveSharedLink, sharedPathOf } from './office-page.ts';

/** The office's own notice, one paragraph per blank-line-separated block. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** /book/shared/{key}/privacidade: the office's 'Aviso de privacidade' (decision 078). */
export async function getPrivacyNotice(db: Db, key: string): Promise<PrivacyNoticeDto> {
  const link = await resolveSharedLink(db, key);
  if (!link) throw new AppError('NOT_FOUND', bookingMessages.linkNotFoundTitle);
  const { office, adminId } = link;
  const [publicOffice, retentionMonths, bookingPath] = await Promise.all([
    publicOfficeOf(db, office, adminId),
    findRetentionMonths(db, office.id),
    sharedPathOf(db, office, adminId),
  ]);
  return {
    office: publicOffice,
    url: office.privacyUrl,
    paragraphs: office.privacyNotice
      ? paragraphsOf(office.privacyNotice)
      : defaultPrivacyNotice({ ...office, retentionMonths }),
    bookingPath,
  };
}
