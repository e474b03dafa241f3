import { z } from 'zod';
import { SlotsQuery } from '@core/schemas/appointments.ts';
import { findProfessionalSlots } from '../../features/scheduling/find-professional-slots.ts';
import { defineTool } from '../define-tool.ts';
import { zonedSlot } from '@core/scheduling/zoned-times.ts';
import { chooseZone } from '../mcp-times.ts';
import { DATE, McpSlotDto, ProfessionalSummaryDto } from '../output-schemas.ts';
import { parseInput } from '../parse-input.ts';
import { professionalDirectory } from '../professional-directory.ts';
import { fields } from './fields.ts';

export const listProfessionalsTool = defineTool(
  'list_professionals',
  {
    title: 'Listar profissionais',
    description:
      'Lista os profissionais da organização (id, nome, cargo, fuso horário IANA e se está ativo). ' +
      'Use o id nas demais ferramentas.',
    inputSchema: z.object({}),
    outputSchema: z.object({ professionals: z.array(ProfessionalSummaryDto) }),
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (ctx) => ({ professionals: (await professionalDirectory(ctx)).professionals }),
);

export const getAvailabilityTool = defineTool(
  'get_availability',
  {
    title: 'Consultar horários livres',
    description:
      'Horários livres de um profissional entre duas datas (no máximo 92 dias), já descontando ' +
      'agendamentos, intervalos e antecedência mínima. Cada horário traz startUtc/endUtc e ' +
      'startLocal/endLocal no fuso pedido.',
    inputSchema: z.object({
      professionalId: fields.professionalId,
      from: fields.date('Primeiro dia, no fuso do profissional'),
      to: fields.date('Último dia (incluído), no fuso do profissional'),
      productId: fields.productId,
      timeZone: fields.timeZone,
    }),
    outputSchema: z.object({
      professionalId: z.string().meta({ format: 'uuid' }),
      professionalTimeZone: z.string().describe('Fuso IANA do profissional.'),
      timeZone: z.string().describe('Fuso IANA das horas locais dos horários.'),
      from: z.string().meta(DATE),
      to: z.string().meta(DATE),
      slots: z.array(McpSlotDto),
    }),
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (ctx, args, scope) => {
    const query = parseInput(SlotsQuery, { ...args, productId: args.productId ?? undefined });
    const found = await findProfessionalSlots(ctx.db, ctx.scheduleCache, {
      actor: ctx.actor,
      ...query,
    });
    scope.timeZone = chooseZone(args.timeZone, found.timezone);
    return {
      professionalId: found.professionalId,
      professionalTimeZone: found.timezone,
      timeZone: scope.timeZone,
      from: found.from,
      to: found.to,
      slots: found.slots.map((slot) => zonedSlot(slot, scope.timeZone)),
    };
  },
);
