/** Areas of practice and 'Qualquer profissional disponível' (issue 34, decision 073). */
export const areasMessages = {
  label: 'Áreas de atuação',
  hint: 'Separe por vírgula, por exemplo: Trabalhista, Família. Até 10 áreas.',
  tooLong: 'Cada área de atuação deve ter de 1 a 40 caracteres.',
  tooMany: 'Informe no máximo 10 áreas de atuação.',
  duplicate: (area: string) => `A área de atuação "${area}" foi informada mais de uma vez.`,
  invalid: 'Informe as áreas de atuação como uma lista de textos.',
  areaRequired: 'Escolha a área de atuação.',
  /** REST v1 / MCP: neither a professional, an area nor an office service. */
  professionalOrArea:
    'Informe o profissional (professionalId), a área de atuação (area) ou um serviço do ' +
    'escritório (productId).',
  /** Nobody of the office practises the area asked for (404). */
  areaNotFound: 'Nenhum profissional deste escritório atende nesta área de atuação.',
  /** Nobody of the area is free at the time anymore (409, with the nearest free times). */
  nobodyFree:
    'Nenhum profissional desta área está livre neste horário. Escolha um dos horários sugeridos.',
  /** The confirmation: who was given. */
  assignedTo: (name: string) => `Você será atendido(a) por ${name}.`,
} as const;

/**
 * What the office's shared page says of 'Qualquer profissional' (decisions 073 and 082): apart
 * from the rest, so the booking pages load only these few words.
 */
export const anyProfessionalMessages = {
  areasGroup: 'Áreas de atuação',
  areaLabel: 'Área de atuação',
  chooseArea: 'Escolha a área de atuação',
  anyProfessional: 'Qualquer profissional disponível',
  serviceOrArea: 'Serviço ou área de atuação',
  chooseServiceOrArea: 'Escolha o serviço ou a área',
  servicesGroup: 'Serviços do escritório',
} as const;
