import { z } from 'zod';

/** A time as every integration reads it: UTC and the wall clock of a named zone. */
export const ZonedTimesDto = z.object({
  startUtc: z.string().describe('Início em UTC (ISO 8601).'),
  endUtc: z.string().describe('Fim em UTC (ISO 8601).'),
  startLocal: z.string().describe('Início na hora local de timeZone, "AAAA-MM-DDTHH:mm".'),
  endLocal: z.string().describe('Fim na hora local de timeZone, "AAAA-MM-DDTHH:mm".'),
  timeZone: z.string().describe('Fuso IANA das horas locais, ex.: "America/Sao_Paulo".'),
});
export type ZonedTimesDto = z.infer<typeof ZonedTimesDto>;

/**
 * A free slot: every suggestion offered instead of a refused time (web API, REST v1, MCP) and
 * MCP's free slots. On the professional's clock; MCP answers in the zone the assistant works in.
 */
export const ZonedSlotDto = ZonedTimesDto.extend({
  remaining: z.number().int().describe('Vagas livres neste horário.'),
});
export type ZonedSlotDto = z.infer<typeof ZonedSlotDto>;
