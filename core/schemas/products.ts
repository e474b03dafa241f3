import { z } from 'zod';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_PRODUCT_PRICE_CENTS,
  PRODUCT_DURATION,
} from '../constants.ts';
import {
  AppointmentLocationDto,
  DEFAULT_LOCATION_KIND,
  LocationDetail,
  LocationKind,
  checkProductLocation,
} from '../location/appointment-location.ts';
import {
  bookingWindowMessages,
  productsMessages,
  usersMessages,
  validationMessages,
} from '../messages.ts';
import { type PriceError, brlToCents } from '../money.ts';
import { ReleaseUnpaidMinutes } from './pix.ts';
import { MaximumHorizon, MinimumNotice } from './profile.ts';
import { wholeNumber } from './numbers.ts';
import { Flag, OptionalText } from './users.ts';

const p = productsMessages;

export const ProductName = z
  .string({ error: p.nameRequired })
  .trim()
  .min(1, p.nameRequired)
  .max(MAX_PRODUCT_NAME_LENGTH, validationMessages.tooLong);

export const ProductDuration = z
  .number({ error: p.durationPositive })
  .int(p.durationInteger)
  .positive(p.durationPositive)
  .max(PRODUCT_DURATION.max, p.durationTooLong);

/** The grid step of a service's public slots; null follows its duration. */
export const SlotInterval = wholeNumber(
  { min: 5, max: PRODUCT_DURATION.max },
  bookingWindowMessages.slotIntervalRange,
);

/** A service's slot interval and booking window; null takes the default (its duration, the professional's window). */
const bookingFields = {
  slotIntervalMinutes: SlotInterval.nullable(),
  minimumNoticeMinutes: MinimumNotice.nullable(),
  maximumHorizonDays: MaximumHorizon.nullable(),
};

const PRICE_ERRORS: Record<PriceError, string> = {
  invalid: p.invalidPrice,
  negative: p.negativePrice,
  tooManyDecimals: p.priceDecimals,
  tooLarge: p.priceTooHigh,
};

/** A price in BRL (150.5 or '150,50') read as integer centavos, never through float maths. */
export const PriceInCents = z
  .union([z.number(), z.string().max(32, p.invalidPrice)], { error: p.invalidPrice })
  .transform((value, ctx) => {
    const cents = brlToCents(value);
    if (typeof cents === 'number' && cents <= MAX_PRODUCT_PRICE_CENTS) return cents;
    const reason = typeof cents === 'number' ? 'tooLarge' : cents;
    ctx.addIssue({ code: 'custom', message: PRICE_ERRORS[reason] });
    return z.NEVER;
  });

/** A service's own fields with their defaults, as a product and an office service have them. */
export const serviceFields = {
  name: ProductName,
  description: OptionalText(MAX_DESCRIPTION_LENGTH),
  duration: ProductDuration.default(PRODUCT_DURATION.default),
  price: PriceInCents.default(0),
  /** Pix: release a public booking still unpaid after this many minutes (null: keep it). */
  releaseUnpaidAfterMinutes: ReleaseUnpaidMinutes.default(null),
  isActive: Flag.default(true),
  /** Where it happens: 'in_person' (detail: the address), 'phone' or 'online' (a fixed link). */
  locationKind: LocationKind.default(DEFAULT_LOCATION_KIND),
  locationDetail: LocationDetail,
  slotIntervalMinutes: bookingFields.slotIntervalMinutes.default(null),
  minimumNoticeMinutes: bookingFields.minimumNoticeMinutes.default(null),
  maximumHorizonDays: bookingFields.maximumHorizonDays.default(null),
};

export const CreateProductInput = z
  .object({
    userId: z.uuid({ error: usersMessages.notFound }).optional(),
    ...serviceFields,
  })
  .superRefine(checkProductLocation)
  // The body field is `price` in BRL; the parsed input carries integer `priceCents`.
  .transform(({ price, description, locationDetail, ...rest }) => ({
    ...rest,
    description: description ?? null,
    locationDetail: locationDetail ?? null,
    priceCents: price,
  }));
export type CreateProductInput = z.output<typeof CreateProductInput>;

/** Absent fields keep their current value. */
export const UpdateProductInput = z
  .object({
    name: ProductName.optional(),
    description: OptionalText(MAX_DESCRIPTION_LENGTH),
    duration: ProductDuration.optional(),
    price: PriceInCents.optional(),
    releaseUnpaidAfterMinutes: ReleaseUnpaidMinutes.optional(),
    isActive: Flag.optional(),
    /** The place changes as a whole: the kind with its detail (a blank detail clears it). */
    locationKind: LocationKind.optional(),
    locationDetail: LocationDetail.optional(),
    slotIntervalMinutes: bookingFields.slotIntervalMinutes.optional(),
    minimumNoticeMinutes: bookingFields.minimumNoticeMinutes.optional(),
    maximumHorizonDays: bookingFields.maximumHorizonDays.optional(),
  })
  .superRefine(checkProductLocation)
  .transform(({ price, locationKind, locationDetail, ...rest }) => ({
    ...rest,
    priceCents: price,
    ...(locationKind ? { locationKind, locationDetail: locationDetail ?? null } : {}),
  }));
export type UpdateProductInput = z.output<typeof UpdateProductInput>;

export const ProductIdParams = z.object({ id: z.uuid({ error: p.notFound }) });

export const ProductDto = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.number().int(),
  price: z.number(),
  priceCents: z.number().int(),
  releaseUnpaidAfterMinutes: z.number().int().nullable(),
  isActive: z.boolean(),
  /** Where it happens: 'in_person' (detail: the address), 'phone' or 'online' (detail: a link). */
  locationKind: LocationKind,
  locationDetail: z.string().nullable(),
  /** The place as the client reads it (Google Meet only when the professional can create one). */
  location: AppointmentLocationDto,
  /** The grid step of its public slots in minutes; null: its duration. */
  slotIntervalMinutes: z.number().int().nullable(),
  /** Its own booking window; null: the professional's. */
  minimumNoticeMinutes: z.number().int().nullable(),
  maximumHorizonDays: z.number().int().nullable(),
  /** The office service this product offers for its professional (decision 082), or null. */
  officeServiceId: z.string().nullable(),
});
export type ProductDto = z.infer<typeof ProductDto>;

/** A malformed id is just an unknown user to the public page (404), not a 400. */
export const PublicProductsParams = z.object({ userId: z.string().max(200) });
