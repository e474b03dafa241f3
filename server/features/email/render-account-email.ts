import { type EmailContent, toHtml, toPlainText } from './email-layout.ts';
import type { RenderedEmail } from './render-notification-email.ts';

/** Whose account an e-mail is about, and the office it belongs to. */
export interface AccountEmailRecipient {
  name: string;
  email: string;
  organizationName: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const render = (content: EmailContent): RenderedEmail => ({
  subject: content.subject,
  text: toPlainText(content),
  html: toHtml(content),
});

const FOOTER = 'Agendei: agendamento online para profissionais.';

/** The link to choose a new password; it opens once, within `validMinutes`. */
export function renderPasswordResetEmail(
  recipient: AccountEmailRecipient,
  link: { resetUrl: string; validMinutes: number },
): RenderedEmail {
  return render({
    subject: 'Redefinir sua senha do Agendei',
    preheader: `Use o link em até ${link.validMinutes} minutos para criar uma nova senha.`,
    brand: recipient.organizationName,
    tone: 'account',
    heading: 'Redefinição de senha',
    paragraphs: [
      `Olá, ${firstName(recipient.name)}!`,
      'Recebemos um pedido para redefinir a senha da sua conta no Agendei.',
    ],
    details: [{ label: 'Conta', value: recipient.email }],
    action: {
      label: 'Criar nova senha',
      url: link.resetUrl,
      note: `O link vale por ${link.validMinutes} minutos e pode ser usado uma única vez.`,
    },
    footer: ['Não foi você? Ignore este e-mail: a sua senha continua a mesma.', FOOTER],
  });
}

/** Someone tried to register with an address that already has an account: its owner is told. */
export function renderSignupAttemptEmail(
  recipient: AccountEmailRecipient,
  links: { loginUrl: string; forgotPasswordUrl: string },
): RenderedEmail {
  return render({
    subject: 'Tentativa de cadastro com o seu e-mail',
    preheader: 'Você já tem uma conta no Agendei com este e-mail.',
    brand: recipient.organizationName,
    tone: 'account',
    heading: 'Você já tem uma conta',
    paragraphs: [
      `Olá, ${firstName(recipient.name)}!`,
      'Alguém tentou criar uma conta no Agendei com o seu e-mail. Como ele já está cadastrado, nenhuma conta nova foi criada.',
      'Se foi você, entre com a sua senha. Se não lembra dela, peça um link para criar uma nova.',
    ],
    details: [
      { label: 'Conta', value: recipient.email },
      { label: 'Esqueceu a senha?', value: links.forgotPasswordUrl, href: links.forgotPasswordUrl },
    ],
    action: {
      label: 'Entrar no Agendei',
      url: links.loginUrl,
      note: 'A sua conta continua como estava.',
    },
    footer: ['Não foi você? Ignore este e-mail: ninguém teve acesso à sua conta.', FOOTER],
  });
}

/** Who is invited, by which office, as what. */
export interface InvitationEmailFacts {
  name: string;
  email: string;
  organizationName: string;
  roleLabel: string;
}

/** An office invites someone: the link to choose their password and join; it opens once. */
export function renderInvitationEmail(
  invitation: InvitationEmailFacts,
  link: { acceptUrl: string; validDays: number },
): RenderedEmail {
  return render({
    subject: `Convite para a equipe de ${invitation.organizationName} no Agendei`,
    preheader: `Crie a sua senha em até ${link.validDays} dias para entrar na equipe.`,
    brand: invitation.organizationName,
    tone: 'account',
    heading: 'Você foi convidado(a)',
    paragraphs: [
      `Olá, ${firstName(invitation.name)}!`,
      `${invitation.organizationName} convidou você para a equipe no Agendei, o sistema de agendamento do escritório.`,
      'Crie a sua senha pelo link abaixo e você já entra no seu painel.',
    ],
    details: [
      { label: 'Conta', value: invitation.email },
      { label: 'Papel', value: invitation.roleLabel },
    ],
    action: {
      label: 'Aceitar convite',
      url: link.acceptUrl,
      note: `O link vale por ${link.validDays} dias e pode ser usado uma única vez.`,
    },
    footer: ['Não esperava este convite? Ignore este e-mail: nenhuma conta será criada.', FOOTER],
  });
}

/**
 * The invited address already has an account: an account belongs to one office, so it cannot
 * join. Only the address's owner reads this; the inviting admin is told nothing (decision 079).
 */
export function renderInvitationAccountExistsEmail(
  invitation: InvitationEmailFacts,
  links: { loginUrl: string },
): RenderedEmail {
  return render({
    subject: `Convite de ${invitation.organizationName} no Agendei`,
    preheader: 'Este e-mail já tem uma conta no Agendei.',
    brand: invitation.organizationName,
    tone: 'account',
    heading: 'Este e-mail já tem uma conta',
    paragraphs: [
      `Olá, ${firstName(invitation.name)}!`,
      `${invitation.organizationName} convidou você para a equipe no Agendei, mas este e-mail já tem uma conta, e cada conta pertence a um único escritório. Por isso o convite não pode ser aceito com este e-mail.`,
      'Se quiser entrar nessa equipe, peça ao escritório um convite para outro e-mail. A sua conta continua como estava.',
    ],
    details: [{ label: 'Conta', value: invitation.email }],
    action: { label: 'Entrar no Agendei', url: links.loginUrl, note: 'Use a sua senha de sempre.' },
    footer: ['Não esperava este convite? Ignore este e-mail.', FOOTER],
  });
}
