export const organizationMessages = {
  nameTooShort: 'O nome do escritório deve ter pelo menos 2 caracteres',
  nameTooLong: 'O nome do escritório deve ter no máximo 120 caracteres',
} as const;
