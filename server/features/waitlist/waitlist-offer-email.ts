import { WAITLIST_HOLD_MINUTES } from '@core/constants.ts';
import { waitlistMessages } from '@core/messages.ts';
import { formatDateTimeWithZone } from '@core/scheduling/format-instant.ts';
import type { EmailComposer } from '../email/email-composer.ts';
import { toHtml, toPlainText } from '../email/email-layout.ts';
import { findOrganization } from '../organization/organization.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import type { WaitlistOfferPayload } from './waitlist-offer-rows.ts';
import { issueOfferLink } from './offer-link.ts';

/**
 * The offer's e-mail, to the client who waited. Its link's secret is made now and only its hash
 * kept on the entry, which must still hold its offer (an expired or declined one sends nothing).
 */
export const composeWaitlistOfferEmail: EmailComposer = async (db, row, { baseUrl }) => {
  const { entryId } = (row.payload as WaitlistOfferPayload).waitlist;
  const link = await issueOfferLink(db, { entryId, channel: 'email', baseUrl });
  if (!link) throw new Error('oferta não está mais ativa');
  const { entry, url } = link;
  const professional = await findUserById(db, entry.userId);
  const organization = await findOrganization(db, entry.organizationId);
  const brand = organization?.name ?? 'Agendei';
  const zone = professional?.timezone ?? 'America/Sao_Paulo';
  const when = formatDateTimeWithZone(entry.offerStart.getTime(), zone);
  const content = {
    subject: `${waitlistMessages.offerTitle}: ${when}`,
    preheader: waitlistMessages.offerHeld(WAITLIST_HOLD_MINUTES),
    brand,
    tone: 'confirmed' as const,
    heading: waitlistMessages.offerTitle,
    paragraphs: [
      `Olá, ${entry.clientName.split(/\s+/)[0] ?? entry.clientName}!`,
      'Você entrou na lista de espera deste dia e um horário vagou.',
    ],
    details: [
      { label: 'Profissional', value: professional?.name ?? '' },
      { label: 'Horário', value: when },
    ],
    action: {
      label: waitlistMessages.offerBook,
      url,
      note: `${waitlistMessages.offerHeld(WAITLIST_HOLD_MINUTES)} Depois, ele passa para a próxima pessoa da lista.`,
    },
    footer: ['Não quer mais este horário? Abra o link e recuse: ele vai para a próxima pessoa.'],
  };
  return {
    to: entry.clientEmail,
    replyTo: professional?.email,
    organizationName: brand,
    subject: content.subject,
    text: toPlainText(content),
    html: toHtml(content),
  };
};
