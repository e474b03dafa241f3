import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';

export interface PrivacyNoticeOffice {
  name: string;
  cnpj: string | null;
  address: string | null;
  phone: string | null;
  /** LGPD retention: clients' data is anonymized this many months after their last appointment. */
  retentionMonths: number | null;
}

/** How long the data is kept, as the office set it (Configurações → Privacidade). */
function keptFor(months: number | null): string {
  if (!months) {
    return 'Os dados ficam guardados enquanto forem necessários para o atendimento e para as obrigações legais do escritório, e são eliminados quando você pedir, salvo o que a lei obriga a manter.';
  }
  const period = months === 1 ? '1 mês' : `${months} meses`;
  return `Os dados são anonimizados automaticamente ${period} depois do seu último agendamento, salvo o que a lei obriga a manter.`;
}

/**
 * The default 'Aviso de privacidade' of an office (decision 078): who the controller is, what is
 * collected and why, for how long, and how to ask for a copy or erasure (LGPD art. 18).
 */
export function defaultPrivacyNotice(office: PrivacyNoticeOffice): string[] {
  const controller = office.cnpj ? `${office.name} (CNPJ ${formatCnpj(office.cnpj)})` : office.name;
  const contacts = [
    office.phone && `pelo telefone ${office.phone}`,
    office.address && `no endereço ${office.address}`,
  ]
    .filter(Boolean)
    .join(' ou ');
  return [
    `${controller} é o controlador dos dados pessoais que você informa ao agendar por esta página, nos termos da Lei Geral de Proteção de Dados (Lei nº 13.709/2018).`,
    'Coletamos seu nome, e-mail, telefone e as observações que você escrever, além da data, do horário e do serviço escolhidos.',
    'Usamos esses dados para marcar o atendimento, confirmar o agendamento e enviar lembretes e avisos de mudança por e-mail (e, se o escritório usar, por WhatsApp). Não vendemos nem compartilhamos seus dados para publicidade.',
    keptFor(office.retentionMonths),
    `Você pode pedir a qualquer momento uma cópia dos seus dados ou a eliminação deles: fale com ${office.name}${contacts ? ` ${contacts}` : ''}, ou responda a um e-mail de confirmação do seu agendamento. O escritório exporta ou elimina seus dados pelo Agendei e confirma o que foi feito.`,
    'Os dados são guardados pelo Agendei, o sistema de agendamento que o escritório usa, em servidores com acesso restrito e conexão protegida.',
  ];
}
