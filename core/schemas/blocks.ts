import { z } from 'zod';
import { MAX_BLOCK_PROFESSIONALS, MAX_BLOCK_TITLE_LENGTH } from '../constants.ts';
import { blocksMessages, usersMessages } from '../messages.ts';
import { Instant, Notes } from './appointments.ts';
import { AppointmentListQuery } from './appointment-list.ts';

const b = blocksMessages;

const Title = z
  .string({ error: b.titleRequired })
  .trim()
  .min(1, b.titleRequired)
  .max(MAX_BLOCK_TITLE_LENGTH, b.titleTooLong)
  .meta({ description: 'O que ocupa o horário (até 120 caracteres).', example: 'Audiência' });

const unique = <Item>(items: Item[]) => new Set(items).size === items.length;

/** A block for the actor, or (an admin) for one or several professionals of the office. */
export const CreateBlockInput = z.object({
  title: Title,
  notes: Notes.meta({ description: 'Observações internas (opcional).' }),
  startTime: Instant(b.invalidStart).meta({ description: 'Início (ISO 8601 com fuso).' }),
  endTime: Instant(b.invalidEnd).meta({ description: 'Término (ISO 8601 com fuso).' }),
  userIds: z
    .array(z.uuid({ error: usersMessages.notFound }), { error: b.professionalsRequired })
    .min(1, b.professionalsRequired)
    .max(MAX_BLOCK_PROFESSIONALS, b.professionalsRequired)
    .refine(unique, b.professionalRepeated)
    .optional()
    .meta({
      description:
        'Os profissionais bloqueados (um bloqueio por profissional); ausente: quem faz o pedido.',
    }),
});
export type CreateBlockInput = z.output<typeof CreateBlockInput>;

/** Move (start and/or end) or rename a block. */
export const UpdateBlockInput = z.object({
  title: Title.optional(),
  notes: Notes,
  startTime: Instant(b.invalidStart).optional(),
  endTime: Instant(b.invalidEnd).optional(),
});
export type UpdateBlockInput = z.output<typeof UpdateBlockInput>;

export const BlockIdParams = z.object({ id: z.uuid({ error: b.notFound }) });

/** The same period and professional filter as the appointments' list. */
export const BlockListQuery = AppointmentListQuery;

export const BlockDto = z
  .object({
    id: z.uuid(),
    userId: z.uuid().meta({ description: 'O profissional bloqueado.' }),
    title: z.string(),
    notes: z.string().nullable(),
    startTime: z.string().meta({ format: 'date-time' }),
    endTime: z.string().meta({ format: 'date-time' }),
    createdAt: z.string().meta({ format: 'date-time' }),
    updatedAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ description: 'Um horário bloqueado (sem cliente) na agenda.' });
export type BlockDto = z.infer<typeof BlockDto>;
