export const validationMessages = {
  invalidBody: 'Dados inválidos. Verifique os campos e tente novamente.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  required: 'Campo obrigatório',
  requiredFields: 'Preencha todos os campos obrigatórios.',
  invalidEmail: 'E-mail inválido',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  passwordsDontMatch: 'As senhas não conferem',
  tooLong: 'Texto muito longo',
  bodyTooLarge: 'A requisição é grande demais.',
  invalidUrl: 'O endereço da requisição não é válido.',
  invalidBoolean: 'Valor inválido: use verdadeiro ou falso.',
  unstorableText:
    'Contém um caractere que não pode ser gravado (caractere nulo ou Unicode incompleto).',
  unstorableTextIn: (field: string) =>
    `O campo ${field} contém um caractere que não pode ser gravado (caractere nulo ou Unicode incompleto).`,
} as const;
