import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import type { BlockDto } from '@core/schemas/blocks.ts';
import { CreateBlockInput } from '@core/schemas/blocks.ts';
import { documented } from '@core/schemas/documented.ts';
import { ZonedTimesDto } from '@core/schemas/zoned-slot.ts';
import { zonedTimes } from '@core/scheduling/zoned-times.ts';
import { isLocalDate } from '@core/scheduling/local-date.ts';
import { AppointmentListQuery } from '@core/schemas/appointment-list.ts';
import {
  createBlocks,
  deleteBlock,
  findVisibleBlock,
} from '../../features/blocks/block-changes.ts';
import { listBlocks } from '../../features/blocks/list-blocks.ts';
import { defineTool } from '../define-tool.ts';
import { maybeDryRun } from '../dry-run.ts';
import { mcpTexts } from '../mcp-texts.ts';
import { chooseZone, instantText } from '../mcp-times.ts';
import { parseInput } from '../parse-input.ts';
import { type ProfessionalDirectory, professionalDirectory } from '../professional-directory.ts';
import { fields } from './fields.ts';

/** A blocked time as the tools answer it: UTC and wall-clock times, never a client. */
const McpBlockDto = documented(
  z
    .object({
      id: z.string(),
      professionalId: z.string(),
      professionalName: z.string().nullable(),
      title: z.string(),
      notes: z.string().nullable(),
    })
    .extend(ZonedTimesDto.shape),
  {
    id: { format: 'uuid' },
    professionalId: { format: 'uuid' },
    title: { description: 'O que ocupa o horário, ex.: "Audiência".' },
  },
);

function blockView(block: BlockDto, directory: ProfessionalDirectory, timeZone?: string) {
  return {
    id: block.id,
    professionalId: block.userId,
    professionalName: directory.nameOf(block.userId),
    title: block.title,
    notes: block.notes,
    ...zonedTimes(block.startTime, block.endTime, timeZone ?? directory.zoneOf(block.userId)),
  };
}

const blockId = z
  .string()
  .meta({ format: 'uuid' })
  .describe('ID (UUID) do bloqueio, como devolvido por list_blocks ou create_block.');
const localOrInstant = (role: string) =>
  z
    .string()
    .describe(
      `${role}: instante ISO 8601 com fuso ou hora local "AAAA-MM-DDTHH:mm", lida em timeZone.`,
    );

export const listBlocksTool = defineTool(
  'list_blocks',
  {
    title: 'Listar bloqueios',
    description:
      'Horários bloqueados (audiências, compromissos, sem cliente) da organização ou de um ' +
      'profissional que ocupam um período; um bloqueio fecha todos os horários livres que toca.',
    inputSchema: z.object({
      from: z.string().describe('Início do período: data "AAAA-MM-DD" ou instante ISO 8601.'),
      to: z.string().describe('Fim do período (uma data conta inteira).'),
      professionalId: fields.professionalId.optional(),
      timeZone: fields.timeZone,
    }),
    outputSchema: z.object({ count: z.number().int(), blocks: z.array(McpBlockDto) }),
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (ctx, args, scope) => {
    const directory = await professionalDirectory(ctx);
    const zone = chooseZone(
      args.timeZone,
      args.professionalId ? directory.zoneOf(args.professionalId) : DEFAULT_TIMEZONE,
    );
    scope.timeZone = zone;
    const bound = (text: string) => (isLocalDate(text) ? text : instantText(text, zone));
    const query = parseInput(
      AppointmentListQuery,
      { from: bound(args.from), to: bound(args.to), userId: args.professionalId },
      { userId: 'professionalId' },
    );
    const blocks = await listBlocks(ctx.db, { actor: ctx.actor, ...query });
    return {
      count: blocks.length,
      blocks: blocks.map((block) => blockView(block, directory, args.timeZone)),
    };
  },
);

const BlockWriteResult = z.object({
  dryRun: z.boolean().describe('true: simulação, nada foi gravado.'),
  message: z.string(),
  blocks: z.array(McpBlockDto),
  overlappingAppointments: z
    .number()
    .int()
    .describe('Agendamentos que já estavam no horário (ficam; avise o usuário).'),
});

export const createBlockTool = defineTool(
  'create_block',
  {
    title: 'Bloquear horário',
    description:
      'Bloqueia um horário sem cliente (audiência, compromisso, estudo) de um ou vários ' +
      'profissionais: ninguém mais agenda nele, e nenhum cliente é avisado. Agendamentos já ' +
      'existentes ficam e são contados. Use dryRun: true para conferir sem gravar.',
    inputSchema: z.object({
      title: z.string().describe('Título do bloqueio, até 120 caracteres, ex.: "Audiência".'),
      notes: fields.notes,
      startTime: localOrInstant('Início'),
      endTime: localOrInstant('Fim, depois do início (no máximo 31 dias)'),
      professionalIds: z
        .array(fields.professionalId)
        .optional()
        .describe('Os profissionais bloqueados (um bloqueio cada). Padrão: quem gerou o token.'),
      timeZone: fields.timeZone,
      dryRun: fields.dryRun,
    }),
    outputSchema: BlockWriteResult,
    annotations: {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
  },
  async (ctx, args, scope) => {
    const directory = await professionalDirectory(ctx);
    const first = args.professionalIds?.[0];
    scope.timeZone = chooseZone(args.timeZone, first ? directory.zoneOf(first) : DEFAULT_TIMEZONE);
    const input = parseInput(
      CreateBlockInput,
      {
        title: args.title,
        notes: args.notes,
        startTime: instantText(args.startTime, scope.timeZone),
        endTime: instantText(args.endTime, scope.timeZone),
        userIds: args.professionalIds,
      },
      { userIds: 'professionalIds' },
    );
    const written = await maybeDryRun(ctx, args.dryRun, (db, events) =>
      createBlocks(db, input, { actor: ctx.actor, events }),
    );
    return {
      dryRun: args.dryRun === true,
      message: args.dryRun ? mcpTexts.dryRun : mcpTexts.blockCreated,
      blocks: written.blocks.map((block) => blockView(block, directory, scope.timeZone)),
      overlappingAppointments: written.overlappingAppointments,
    };
  },
);

export const deleteBlockTool = defineTool(
  'delete_block',
  {
    title: 'Remover bloqueio',
    description:
      'Remove um bloqueio: o horário volta a ficar livre. Use dryRun: true para ver o que seria ' +
      'removido.',
    inputSchema: z.object({ blockId, timeZone: fields.timeZone, dryRun: fields.dryRun }),
    outputSchema: BlockWriteResult,
    annotations: {
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
  },
  async (ctx, args, scope) => {
    const id = parseInput(
      z.object({ id: z.uuid({ error: mcpTexts.blockNotFound }) }),
      {
        id: args.blockId,
      },
      { id: 'blockId' },
    ).id;
    const [directory, current] = await Promise.all([
      professionalDirectory(ctx),
      findVisibleBlock(ctx.db, ctx.actor, id),
    ]);
    scope.timeZone = chooseZone(args.timeZone, directory.zoneOf(current.userId));
    await maybeDryRun(ctx, args.dryRun, (db, events) =>
      deleteBlock(db, id, { actor: ctx.actor, events }),
    );
    const view = blockView(
      {
        ...current,
        startTime: current.startTime.toISOString(),
        endTime: current.endTime.toISOString(),
        createdAt: current.createdAt.toISOString(),
        updatedAt: current.updatedAt.toISOString(),
      },
      directory,
      scope.timeZone,
    );
    return {
      dryRun: args.dryRun === true,
      message: args.dryRun ? mcpTexts.dryRun : mcpTexts.blockDeleted,
      blocks: [view],
      overlappingAppointments: 0,
    };
  },
);
