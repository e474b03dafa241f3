import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { SendEmail } from '../outbox/delivery-deps.ts';
import type { ComposedEmail } from './compose-notification-email.ts';
import { composeEmail } from './compose-email.ts';
import { insertOutboxEmail, recordedEmails } from './email-outbox.repository.ts';

export interface EmailSenderDeps {
  db: Db;
  config: Pick<Config, 'SMTP_URL' | 'PUBLIC_URL' | 'PORT'>;
  log?: { info(obj: object, msg?: string): void };
}

/** Where links in e-mails point: PUBLIC_URL, or this machine's port for local use. */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** 'Agendei <nao-responda@host>' of the public host ('agendei.local' without PUBLIC_URL). */
function senderAddress(config: Pick<Config, 'PUBLIC_URL'>): string {
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'agendei.local';
  return `nao-responda@${host.includes('.') ? host : `${host}.local`}`;
}

/** 'm***@example.com': enough to tell e-mails apart in a log, not enough to read the address. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}

function toMessage(email: ComposedEmail, from: string): SendMailOptions {
  return {
    from: { name: `${email.organizationName} via Agendei`, address: from },
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    // nodemailer writes it twice: inline (calendar apps offer Accept / Add) and as convite.ics.
    ...(email.ics && {
      icalEvent: { method: email.ics.method, filename: 'convite.ics', content: email.ics.content },
    }),
  };
}

/**
 * The e-mail channel of the outbox worker. With SMTP_URL it sends through SMTP and records the
 * e-mail as 'sent'; without it the e-mail is kept in email_outbox ('stored') and logged. Either
 * way it answers 'stored' when it was only kept, so the row is never shown as sent. A row already
 * recorded is not sent twice when the worker retries it.
 */
export function createEmailSender(deps: EmailSenderDeps): {
  send: SendEmail;
  close(): Promise<void>;
} {
  const { db, config, log } = deps;
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  const from = senderAddress(config);
  const baseUrl = publicBaseUrl(config);

  const send: SendEmail = async (row, facts) => {
    const recorded = facts?.recorded ?? (await recordedEmails(db, [row.id]));
    const earlier = recorded.get(row.id);
    if (earlier) return earlier === 'stored' ? 'stored' : undefined;
    const email = await composeEmail(db, row, { baseUrl, facts });
    if (transport) await transport.sendMail(toMessage(email, from));
    const kept = await insertOutboxEmail(db, {
      organizationId: row.organizationId,
      logId: row.id,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      icsAttachment: email.ics?.content ?? null,
      status: transport ? 'sent' : 'stored',
    });
    if (kept && !transport) {
      log?.info(
        { to: maskAddress(email.to), subject: email.subject },
        'e-mail stored in email_outbox (SMTP_URL not set)',
      );
    }
    return transport ? undefined : 'stored';
  };

  return {
    send,
    async close() {
      transport?.close();
    },
  };
}
