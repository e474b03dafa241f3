import { createEmailSender } from '../../server/features/email/email-sender.ts';
import { listOutboxEmails } from '../../server/features/email/email-outbox.repository.ts';
import { deliverDue, fastRetryConfig } from './outbox.ts';
import type { TestApp } from './test-app.ts';

/** Runs the outbox as the worker would (no SMTP: e-mails are kept), then the organization's e-mails. */
export async function deliveredAccountEmails(t: TestApp, organizationId: string, now = Date.now()) {
  const sender = createEmailSender({
    db: t.db,
    config: { SMTP_URL: undefined, PUBLIC_URL: undefined, PORT: 5000 },
  });
  await deliverDue({ db: t.db, config: fastRetryConfig, sendEmail: sender.send }, now);
  await sender.close();
  return listOutboxEmails(t.db, organizationId);
}

/** The reset link's token in an e-mail's text. */
export function resetTokenIn(text: string): string {
  const token = /\/redefinir-senha\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in: ${text}`);
  return token;
}
