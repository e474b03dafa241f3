import { z } from 'zod';
import { LocationKind, checkProductLocation } from '../location/appointment-location.ts';
import { officeServicesMessages as m, usersMessages } from '../messages.ts';
import { PriceInCents, ProductDuration, serviceFields } from './products.ts';

/** One professional who offers the service, with their own price or duration (null: the office's). */
const OfferedBy = z.object({
  userId: z.uuid({ error: usersMessages.notFound }),
  price: PriceInCents.nullish(),
  duration: ProductDuration.nullish(),
});

/**
 * POST/PUT /api/admin/office-services (decision 082): the whole service, as the professional's
 * product form has it, and who offers it. A PUT replaces it whole.
 */
export const OfficeServiceInput = z
  .object({
    ...serviceFields,
    professionals: z
      .array(OfferedBy, { error: m.professionalsRequired })
      .min(1, m.professionalsRequired)
      .max(200),
  })
  .superRefine(checkProductLocation)
  .superRefine(({ professionals }, ctx) => {
    const ids = professionals.map((offer) => offer.userId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['professionals'], message: m.professionalTwice });
    }
  })
  .transform(({ price, description, locationDetail, professionals, ...rest }) => ({
    ...rest,
    description: description ?? null,
    locationDetail: locationDetail ?? null,
    priceCents: price,
    professionals: professionals.map(({ userId, price, duration }) => ({
      userId,
      priceOverrideCents: price ?? null,
      durationOverrideMinutes: duration ?? null,
    })),
  }));
export type OfficeServiceInput = z.output<typeof OfficeServiceInput>;

export const OfficeServiceIdParams = z.object({ id: z.uuid({ error: m.notFound }) });

export const OfficeServiceDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.number().int(),
  priceCents: z.number().int(),
  releaseUnpaidAfterMinutes: z.number().int().nullable(),
  isActive: z.boolean(),
  locationKind: LocationKind,
  locationDetail: z.string().nullable(),
  slotIntervalMinutes: z.number().int().nullable(),
  minimumNoticeMinutes: z.number().int().nullable(),
  maximumHorizonDays: z.number().int().nullable(),
  /** Who offers it: each one's own products row (productId) and override, if any. */
  professionals: z.array(
    z.object({
      userId: z.string(),
      productId: z.string(),
      priceOverrideCents: z.number().int().nullable(),
      durationOverrideMinutes: z.number().int().nullable(),
    }),
  ),
});
export type OfficeServiceDto = z.infer<typeof OfficeServiceDto>;
