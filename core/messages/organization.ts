export const organizationMessages = {
  nameTooShort: 'O nome do escritório deve ter pelo menos 2 caracteres',
  nameTooLong: 'O nome do escritório deve ter no máximo 120 caracteres',
  slugFormat: 'Use de 3 a 60 letras minúsculas, números e hífens (ex.: silva-souza-advogados)',
  slugReserved: 'Este endereço é reservado pelo Agendei. Escolha outro.',
  slugTaken: 'Este endereço já é usado por outro escritório. Escolha outro.',
  invalidCnpj: 'CNPJ inválido. Confira os 14 dígitos.',
  invalidPhone: 'Telefone inválido. Use DDD e número, ex.: (11) 3456-7890',
  invalidPrivacyUrl: 'Informe um endereço que comece com https://',
  logoTooLarge: 'O logo deve ter no máximo 512 KB.',
  logoWrongType: 'Envie uma imagem PNG, JPEG ou WebP.',
  logoNotFound: 'Logo não encontrado',
} as const;
