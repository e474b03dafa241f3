/** The WhatsApp card's messages (admin integrations). Kept apart from core/messages.ts so public pages do not load them. */
export const whatsappMessages = {
  invalidPhoneNumberId:
    'ID do número de telefone inválido: use só os dígitos mostrados em WhatsApp > Configuração da API, no painel da Meta.',
  phoneNumberIdRequired: 'Informe o ID do número de telefone para ativar o WhatsApp.',
  invalidToken: 'Token de acesso inválido: cole o token inteiro, sem espaços.',
  tokenRequired: 'Informe o token de acesso para ativar o WhatsApp.',
  templateRequired: 'Informe o nome do modelo.',
  invalidTemplate:
    'Nome de modelo inválido: use letras minúsculas, números e _ , como no gerenciador de modelos da Meta.',
  invalidLanguage: 'Idioma inválido: use o código do idioma dos modelos, por exemplo pt_BR.',
  testPhoneRequired: 'Informe o telefone que vai receber a mensagem de teste.',
  notReady:
    'Salve o ID do número de telefone e o token de acesso antes de enviar uma mensagem de teste.',
  saved: 'Configurações do WhatsApp salvas!',
  testSent: 'Mensagem de teste enviada! Confira o WhatsApp do número informado.',
  testFailed: (reason: string) => `Falha ao enviar a mensagem de teste: ${reason}.`,
  testErrorTitle: 'Erro no teste do WhatsApp',
  invalidAppSecret:
    'Chave secreta do app inválida: copie-a em Configurações do app > Básico, no painel da Meta.',
  receiptsNotConfigured:
    'Confirmações de entrega do WhatsApp não configuradas: salve a chave secreta do app na organização.',
  receiptBadSignature: 'Assinatura inválida: a chave secreta do app não confere.',
  receiptBadVerifyToken: 'Token de verificação inválido.',
  receiptMalformed: 'Notificação do WhatsApp em formato inesperado.',
  undelivered: (reason: string) => `o WhatsApp não entregou a mensagem: ${reason}`,
  /** Sent to the client who tapped 'Confirmar', in the professional's zone (decision 090). */
  replyConfirmed: (date: string, time: string, professional: string) =>
    `Presença confirmada para ${date} às ${time} com ${professional}. Até lá!`,
  /**
   * Sent to the client who tapped 'Remarcar' (decision 088), followed by their private link: the
   * outbox row keeps this text only, the link is added when it is sent (decision 090).
   */
  replyReschedule: 'Para remarcar, escolha um novo horário pelo seu link particular:',
  /** Sent to the client whose tap came on an appointment cancelled or already past. */
  replyUnchanged:
    'Este agendamento não pode mais ser alterado por aqui. Se precisar, fale com o escritório.',
};
