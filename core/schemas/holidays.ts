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

/** The UFs an office may be in. */
export const HolidayStatesDto = z.array(z.object({ state: z.string(), name: z.string() }));
export type HolidayStatesDto = z.infer<typeof HolidayStatesDto>;

/** Every município of a UF (IBGE code and name), and whether it has holidays of its own. */
export const HolidayMunicipalitiesDto = z.array(
  z.object({ code: z.string(), name: z.string(), localHolidays: z.boolean() }),
);
export type HolidayMunicipalitiesDto = z.infer<typeof HolidayMunicipalitiesDto>;

export const StateParams = z.object({
  state: z.string({ error: h.invalidState }).regex(/^[A-Z]{2}$/, h.invalidState),
});

/** The office's location for holidays: a UF and, optionally, the IBGE code of one of its municípios. */
export const OfficeLocation = z.object({
  state: z
    .string({ error: h.invalidState })
    .regex(/^[A-Z]{2}$/, h.invalidState)
    .nullable(),
  city: z
    .string({ error: h.invalidCity })
    .regex(/^\d{7}$/, h.invalidCity)
    .nullable(),
});
