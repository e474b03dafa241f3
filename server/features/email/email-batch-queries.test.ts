import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingDatabase } from '@tests/helpers/query-counter.ts';
import { fastRetryConfig } from '@tests/helpers/outbox.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { deliverClaimedRows } from '../outbox/deliver-claimed-rows.ts';
import { claimDueRows } from '../outbox/outbox-claims.repository.ts';
import { createEmailSender } from './email-sender.ts';
import { listOutboxEmails } from './email-outbox.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a batch of e-mails (issue 20: the outbox's reads per booking)", () => {
  it('reads what its e-mails need once for the batch and keeps each e-mail in one statement', async () => {
    const { pro, admin } = await bookableProfessional(t);
    const date = dateAhead(3);
    for (const [time, client] of [
      ['09:00', 'maria'],
      ['10:00', 'joao'],
      ['11:00', 'ana'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/public',
        payload: publicBooking(pro.id, at(date, time), { clientEmail: `${client}@example.com` }),
      });
      expect(response.statusCode).toBe(201);
    }
    const counted = countingDatabase(t.database);
    const db = counted.database.db;
    const sender = createEmailSender({
      db,
      config: { PUBLIC_URL: 'https://agenda.souza.adv.br', PORT: 5000 },
    });
    const rows = await claimDueRows(db, {
      now: new Date(Date.now() + 1),
      limit: 50,
      claimMs: 60_000,
    });
    expect(rows.filter((row) => row.channel === 'email')).toHaveLength(6);
    counted.reset();
    const results = await deliverClaimedRows(
      { db, config: fastRetryConfig, sendEmail: sender.send },
      rows,
    );
    // No SMTP_URL here: every e-mail is kept, and said not sent.
    expect(results.map((result) => result.outcome.status)).toEqual(rows.map(() => 'not_sent'));

    const sent = counted.statements();
    const reads = (pattern: RegExp) => sent.filter((statement) => pattern.test(statement));
    // One read each for the batch: the recorded e-mails, the organizations, the private links.
    expect(reads(/^select "log_id", "status" from "email_outbox"/)).toHaveLength(1);
    expect(reads(/from "organizations"/)).toHaveLength(1);
    expect(reads(/"manage_token" from "appointments"/)).toHaveLength(1);
    // Each e-mail: one statement that locks its row and keeps the copy, no lock read of its own.
    expect(reads(/insert into "email_outbox"/)).toHaveLength(6);
    expect(reads(/^select[\s\S]*from "webhook_logs"[\s\S]*for update/)).toHaveLength(0);
    expect(sent).toHaveLength(3 + 6 + 1 + 1);

    const kept = await listOutboxEmails(t.db, admin.user.organizationId);
    expect(kept).toHaveLength(6);
    const toMaria = kept.find((email) => email.toAddress === 'maria@example.com')!;
    expect(toMaria.textBody).toMatch(/https:\/\/agenda\.souza\.adv\.br\/agendamento\/[0-9a-f]{64}/);
    for (const email of kept.filter((email) => email.toAddress === pro.email)) {
      expect(email.textBody).not.toContain('/agendamento/');
    }

    // Delivered again (a retry), nothing is kept twice.
    await deliverClaimedRows({ db, config: fastRetryConfig, sendEmail: sender.send }, rows);
    expect(await listOutboxEmails(t.db, admin.user.organizationId)).toHaveLength(6);
  });
});
