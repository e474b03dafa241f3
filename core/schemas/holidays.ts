import { z } from 'zod';
import { holidaysMessages } from '../messages.ts';
import { isLocalDate } from '../scheduling/local-date.ts';

const h = holidaysMessages;

/** A holiday that closes the public agenda (national, state or city), with its pt-BR name. */
export const HolidayDto = z.object({ date: z.string(), name: z.string() });
export type HolidayDto = z.infer<typeof HolidayDto>;

export const HolidayDate = z.string({ error: h.invalidDate }).refine(isLocalDate, h.invalidDate);

export const HolidaysQuery = z.object({ from: HolidayDate, to: HolidayDate });
export type HolidaysQuery = z.infer<typeof HolidaysQuery>;

/** The UFs and the cities with municipal holidays known to the holiday calendar. */
export const HolidayLocationsDto = z.array(
  z.object({
    state: z.string(),
    name: z.string(),
    cities: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
);
export type HolidayLocationsDto = z.infer<typeof HolidayLocationsDto>;

/** The office's location for holidays: a UF and, optionally, a city code of that UF. */
export const OfficeLocation = z.object({
  state: z
    .string({ error: h.invalidState })
    .regex(/^[A-Z]{2}$/, h.invalidState)
    .nullable(),
  city: z.string({ error: h.invalidCity }).max(40, h.invalidCity).nullable(),
});
