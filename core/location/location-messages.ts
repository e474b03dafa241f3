/** pt-BR texts about where an appointment happens (SPEC §5, §8), shared by the server and the web. */
export const locationMessages = {
  kindInvalid: 'Escolha onde o atendimento acontece: presencial, por telefone ou online.',
  addressRequired: 'Informe o endereço do atendimento presencial.',
  invalidLink: 'Informe um link completo, começando com https://',
  tooLong: 'Texto muito longo (até 300 caracteres).',
} as const;
