const skippedText = (skipped: { label: string }[]) =>
  skipped.length
    ? ` Datas puladas por conflito: ${skipped.map((clash) => clash.label).join(', ')}.`
    : '';

/** pt-BR texts only the MCP server shows (assistants relay them to people). */
export const mcpTexts = {
  instructions: [
    'Servidor MCP do Agendei: consulte profissionais, horários livres e agendamentos da organização.',
    'Horários: envie instantes ISO 8601 com fuso ("2026-11-25T14:00:00-03:00") ou a hora local',
    '"AAAA-MM-DDTHH:mm" junto com timeZone (IANA, ex.: "America/Sao_Paulo"); sem timeZone vale o',
    'fuso do profissional. As respostas trazem startUtc/endUtc e startLocal/endLocal com timeZone.',
    'Datas antes de 2000 ou a mais de 5 anos são recusadas. Um início já passado ou fora do horário',
    'de atendimento é recusado (OUTSIDE_AVAILABILITY) com horários sugeridos; envie',
    'allowOutsideAvailability: true só quando a pessoa confirmar esse horário.',
    'Use dryRun: true para simular uma alteração sem gravá-la.',
  ].join(' '),
  created: 'Agendamento criado com sucesso.',
  /** A recurring series (decision 074): how many, and which dates were skipped. */
  seriesCreated: (series: { appointments: unknown[]; skipped: { label: string }[] }) =>
    `Série criada: ${series.appointments.length} agendamentos.` + skippedText(series.skipped),
  /** A series' dry run: what would be booked, and which dates would be skipped. */
  seriesWouldBe: (series: { appointments: unknown[]; skipped: { label: string }[] }) =>
    `A série teria ${series.appointments.length} agendamentos.` + skippedText(series.skipped),
  updated: 'Agendamento atualizado com sucesso.',
  cancelled: 'Agendamento cancelado e removido da agenda.',
  statusSet: (label: string) => `Status do agendamento: ${label}.`,
  blockCreated: 'Horário bloqueado: ninguém pode agendar nele.',
  blockDeleted: 'Bloqueio removido: o horário voltou a ficar livre.',
  blockNotFound: 'Bloqueio não encontrado',
  dryRun: 'Simulação (dryRun): nada foi gravado. Repita sem dryRun para confirmar.',
  unknownTool: (name: string) => `Ferramenta desconhecida: ${name}. Consulte tools/list.`,
  unknownMethod: (method: string) => `Método JSON-RPC desconhecido: ${method}.`,
  paramsNotObject: 'Envie params como um objeto com name (a ferramenta) e arguments.',
  toolNameNotText: 'O nome da ferramenta deve ser um texto, como em tools/list.',
  argumentsNotObject:
    'Os argumentos devem ser um objeto JSON com os campos da ferramenta (tools/list), ' +
    'ex.: {"from": "2026-11-25"}.',
  methodNotAllowed: 'Use POST com JSON-RPC 2.0 neste endereço (servidor MCP sem sessão).',
} as const;
