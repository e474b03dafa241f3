import { MAX_BLOCK_DAYS, MAX_BLOCK_PROFESSIONALS } from '../constants.ts';
import { BlockDto, CreateBlockInput, UpdateBlockInput } from './blocks.ts';
import { type FieldDoc, documented } from './documented.ts';

/** Blocked time in the REST v1 document (decision 071): formats, limits and examples. */

const instant = (description: string, example: string): FieldDoc => ({
  format: 'date-time',
  description:
    `${description} ISO 8601 com fuso ('Z' ou ±hh:mm), até 40 caracteres. Aceito de ` +
    '01/01/2000 até 5 anos à frente (fora disso, 400).',
  example,
});
const title: FieldDoc = {
  description: 'O que ocupa o horário (1 a 120 caracteres); nunca é mostrado a clientes.',
  example: 'Audiência',
};
const notes: FieldDoc = { description: 'Observações internas (opcional, até 2000 caracteres).' };
const ends = `Fim, depois do início; um bloqueio dura no máximo ${MAX_BLOCK_DAYS} dias.`;

export const V1CreateBlockInput = documented(CreateBlockInput, {
  title,
  notes,
  startTime: instant('Início.', '2026-12-01T14:00:00-03:00'),
  endTime: instant(ends, '2026-12-01T16:00:00-03:00'),
  userIds: {
    description:
      `Os profissionais bloqueados (1 a ${MAX_BLOCK_PROFESSIONALS}, sem repetir): um bloqueio ` +
      'por profissional, todos gravados juntos ou nenhum. Padrão: o administrador que gerou o token.',
  },
}).strict();

export const V1UpdateBlockInput = documented(UpdateBlockInput, {
  title,
  notes,
  startTime: instant('Novo início; a duração se mantém sem endTime.', '2026-12-01T15:00:00Z'),
  endTime: instant(`Novo ${ends.charAt(0).toLowerCase()}${ends.slice(1)}`, '2026-12-01T17:00:00Z'),
}).strict();

export const V1BlockDto = documented(BlockDto, {
  id: { format: 'uuid' },
  userId: { format: 'uuid', description: 'O profissional bloqueado.' },
  title: { description: 'O que ocupa o horário.' },
  startTime: { format: 'date-time' },
  endTime: { format: 'date-time' },
  createdAt: { format: 'date-time' },
  updatedAt: { format: 'date-time' },
});
