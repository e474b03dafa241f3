import type { WaitlistOfferDto } from '@core/schemas/waitlist.ts';
import type { Db } from '../../db/client.ts';
import { findOfficeWithLogo } from '../organization/organization.repository.ts';
import { bookingIntakeOf } from '../intake/intake-questions.repository.ts';
import { publicOfficeOf } from '../booking/office-page.ts';
import { findUserById } from '../users/users.repository.ts';
import { products } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { offerByToken } from './offer-by-token.ts';

/**
 * What the offer's private page shows: the held time and whose agenda it is in, and what its
 * booking must answer and accept, as the public form asks it (decision 084).
 */
export async function getWaitlistOffer(db: Db, token: string): Promise<WaitlistOfferDto> {
  const entry = await offerByToken(db, token);
  const [professional, organization, product, intake] = await Promise.all([
    findUserById(db, entry.userId),
    findOfficeWithLogo(db, { id: entry.organizationId }),
    entry.productId
      ? db
          .select({ name: products.name })
          .from(products)
          .where(eq(products.id, entry.productId))
          .then(([row]) => row)
      : undefined,
    bookingIntakeOf(db, entry.organizationId, [entry.productId, null]),
  ]);
  const privacyHref =
    intake.consentRequired && organization
      ? (await publicOfficeOf(db, organization)).privacyHref
      : undefined;
  return {
    status: entry.status,
    organizationName: organization?.name ?? 'Agendei',
    professionalName: professional?.name ?? '',
    timezone: professional?.timezone ?? 'America/Sao_Paulo',
    clientName: entry.clientName,
    productName: product?.name ?? null,
    startTime: entry.offerStart.toISOString(),
    endTime: entry.offerEnd.toISOString(),
    expiresAt: entry.offerExpiresAt.toISOString(),
    intake: {
      questions: intake.questions.map(({ position: _position, ...question }) => question),
      consentRequired: intake.consentRequired,
    },
    privacyHref: privacyHref ?? null,
  };
}
