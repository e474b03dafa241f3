/**
 * Texts of the staff and integration appointment APIs (lists, REST v1, MCP) that public pages
 * never show. Kept apart from core/messages.ts so public pages do not load them.
 */
export const apiMessages = {
  /** A period of instants only (the agenda's Google conflict check). */
  invalidInstantRange:
    'Período inválido: use instantes ISO 8601 com fuso (ex.: 2026-11-01T09:00:00-03:00), com o ' +
    'fim depois do início.',
  invalidPeriod:
    'Período inválido: use uma data AAAA-MM-DD ou um instante ISO 8601 com fuso ' +
    '(ex.: 2026-11-01T09:00:00-03:00), com o fim depois do início.',
  /** REST API and MCP: a start already past or outside the professional's weekly hours. */
  outsideAvailability: (past: boolean, outsideHours: boolean) =>
    `Este horário ${
      past && outsideHours
        ? 'já passou e fica fora do horário de atendimento do profissional'
        : past
          ? 'já passou'
          : 'fica fora do horário de atendimento do profissional'
    }. Escolha um dos horários sugeridos ou, se for mesmo este, envie ` +
    'allowOutsideAvailability: true.',
} as const;
