import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredAccountEmails, resetTokenIn } from '@tests/helpers/account-emails.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { deliverDue, fastRetryConfig } from '@tests/helpers/outbox.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { startSmtpReceiver } from '@tests/helpers/smtp-receiver.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import type { WebhookLogDto } from '@core/schemas/notifications.ts';
import { testConfig } from '../../config.ts';
import { emailOutbox, webhookLogs } from '../../db/schema.ts';
import { createEmailSender } from './email-sender.ts';

// The deployment a new office starts with: no SMTP_URL, so e-mails are kept, never sent.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: undefined });
});
afterAll(() => t.close());

/** Runs the outbox as main.ts's worker does, with the sender the configuration gives. */
async function runOutbox(app: TestApp, smtpUrl?: string) {
  const sender = createEmailSender({
    db: app.db,
    config: { SMTP_URL: smtpUrl, PUBLIC_URL: undefined, PORT: 5000 },
  });
  await deliverDue({ db: app.db, config: fastRetryConfig, sendEmail: sender.send }, Date.now());
  await sender.close();
}

async function bookWithClientEmail(app: TestApp, clientEmail: string) {
  const setup = await bookableProfessional(app);
  const booked = await app.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(setup.pro.id, at(dateAhead(3), '10:00'), { clientEmail }),
  });
  expect(booked.statusCode).toBe(201);
  return setup;
}

async function history(app: TestApp, token: string, scope: 'user' | 'organization') {
  const response = await app.app.inject({
    method: 'GET',
    url: `/api/webhook-logs?scope=${scope}&limit=50`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().logs as WebhookLogDto[];
}

const notSent = {
  channel: 'email',
  status: 'not_sent',
  sentAt: null,
  error: 'e-mail não configurado no servidor (SMTP_URL)',
};

describe('e-mails without SMTP_URL', () => {
  it('says a client confirmation was not sent, in the admin’s and the professional’s history', async () => {
    const { admin, pro } = await bookWithClientEmail(t, 'joana@example.com');
    await runOutbox(t);

    const isConfirmation = (log: WebhookLogDto) =>
      log.subscriber === 'client' && log.event === 'appointment.created';
    const organization = await history(t, admin.token, 'organization');
    const own = await history(t, pro.token, 'user');
    for (const logs of [organization, own]) {
      const confirmation = logs.find(isConfirmation);
      expect(confirmation).toMatchObject({ ...notSent, target: 'joana@example.com' });
      // No e-mail row of the office claims to have gone out.
      const emails = logs.filter((log) => log.channel === 'email');
      expect(emails.length).toBeGreaterThan(0);
      expect(emails.map((log) => log.status)).not.toContain('success');
    }
  });

  it('answers 409, not 502, to sending an e-mail now, saying e-mail is not configured', async () => {
    const { admin } = await bookWithClientEmail(t, 'rita@example.com');
    await runOutbox(t);
    const logs = await history(t, admin.token, 'organization');
    const sendNow = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/webhook-logs/${id}/process`,
        headers: bearer(admin.token),
      });

    const again = await sendNow(logs.find((log) => log.status === 'not_sent')!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Este e-mail não foi enviado: o servidor não tem e-mail configurado (SMTP_URL).',
    );

    // 'Enviar agora' on a planned reminder: kept, said not sent, and why.
    const reminder = logs.find((log) => log.channel === 'email' && log.status === 'scheduled')!;
    const now = await sendNow(reminder.id);
    expect(now.statusCode).toBe(409);
    expect(now.json().message).toBe(
      'Erro ao processar: e-mail não configurado no servidor (SMTP_URL).',
    );
    const after = (await history(t, admin.token, 'organization')).find(
      (log) => log.id === reminder.id,
    );
    expect(after).toMatchObject(notSent);
  });

  it('says a password-reset e-mail was not sent, yet keeps its link usable', async () => {
    const { admin, pro } = await bookWithClientEmail(t, 'otavio@example.com');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: pro.email },
    });
    expect(asked.statusCode).toBe(200);
    const kept = (await deliveredAccountEmails(t, admin.user.organizationId)).find(
      (email) => email.subject === 'Redefinir sua senha do Agendei',
    );
    expect(kept?.status).toBe('stored');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: resetTokenIn(kept!.textBody), password: 'outra-senha-456' },
    });
    expect(confirmed.statusCode).toBe(200);

    const reset = (await history(t, admin.token, 'organization')).find(
      (log) => log.event === 'account.password_reset',
    );
    expect(reset).toMatchObject({ ...notSent, target: pro.email });
  });

  it('tells the signed-in browser that e-mail is off, and only a signed-in one', async () => {
    const { admin } = await bookWithClientEmail(t, 'lia@example.com');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: bearer(admin.token),
    });
    expect(session.json()).toMatchObject({ emailConfigured: false });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(anonymous.json()).toEqual({ user: null });
  });
});

describe('e-mails with SMTP_URL', () => {
  it('still says Enviado (success) once the SMTP server took the e-mail', async () => {
    const smtp = await startSmtpReceiver();
    const app = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const { admin } = await bookWithClientEmail(app, 'bia@example.com');
      await runOutbox(app, smtp.url);
      await smtp.waitFor(2);
      const emails = (await history(app, admin.token, 'organization')).filter(
        (log) => log.channel === 'email' && log.event === 'appointment.created',
      );
      expect(emails.map((log) => log.status)).toEqual(['success', 'success']);
      const session = await app.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: bearer(admin.token),
      });
      expect(session.json()).toMatchObject({ emailConfigured: true });
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('the API suite', () => {
  it('runs without SMTP_URL whatever the machine sets, unless a test brings its own SMTP server', () => {
    const before = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    try {
      expect(testConfig().SMTP_URL).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = before;
    }
  });
});

describe('migration 0021', () => {
  it('says not sent of the e-mails kept before this change, and leaves the sent ones alone', async () => {
    const { admin, pro } = await bookWithClientEmail(t, 'antes@example.com');
    await runOutbox(t);
    const organizationId = admin.user.organizationId;
    // As the worker wrote them before: 'success' whatever became of the e-mail.
    await t.db
      .update(webhookLogs)
      .set({ status: 'success', error: null, sentAt: new Date() })
      .where(and(eq(webhookLogs.organizationId, organizationId), eq(webhookLogs.channel, 'email')));
    const [sent] = await t.db
      .update(emailOutbox)
      .set({ status: 'sent' })
      .where(
        and(eq(emailOutbox.organizationId, organizationId), eq(emailOutbox.toAddress, pro.email)),
      )
      .returning({ logId: emailOutbox.logId });

    const migration = new URL('../../db/migrations/0021_kept_emails_not_sent.sql', import.meta.url);
    await t.db.execute(sql.raw(readFileSync(migration, 'utf8')));

    const emails = (await history(t, admin.token, 'organization')).filter(
      (log) => log.channel === 'email' && log.event === 'appointment.created',
    );
    expect(emails.find((log) => log.id === sent!.logId)).toMatchObject({ status: 'success' });
    expect(emails.find((log) => log.target === 'antes@example.com')).toMatchObject(notSent);
  });
});
