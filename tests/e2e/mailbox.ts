// A mail catcher for the journeys: a real SMTP server that the e2e server sends its e-mails to,
// and a small HTTP endpoint where the specs read them (decoded: recipients, subject, text).
import http from 'node:http';
import { type APIRequestContext, expect } from '@playwright/test';
import { headerOf, textsOfType } from '../helpers/mime.ts';
import { startSmtpReceiver } from '../helpers/smtp-receiver.ts';

export interface CaughtEmail {
  to: string[];
  subject: string;
  text: string;
}

/** Starts the SMTP server (any free port) and the reading endpoint on `httpPort`. */
export async function startMailbox(httpPort: number) {
  const smtp = await startSmtpReceiver();
  const server = http.createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to');
    const emails: CaughtEmail[] = smtp.messages
      .filter((message) => !to || message.to.includes(to))
      .map((message) => ({
        to: message.to,
        subject: headerOf(message.raw, 'subject') ?? '',
        text: textsOfType(message.raw, 'text/plain')[0] ?? '',
      }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(emails));
  });
  await new Promise<void>((resolve) => server.listen(httpPort, '127.0.0.1', resolve));
  return {
    smtpUrl: smtp.url,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await smtp.close();
    },
  };
}

/** Waits for the e-mail to an address whose subject starts with a text, as its reader would. */
export async function waitForEmail(
  request: APIRequestContext,
  mailboxURL: string,
  to: string,
  subjectStart: string,
): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailboxURL}/?to=${encodeURIComponent(to)}`);
        const emails = (await response.json()) as CaughtEmail[];
        found = emails.find((email) => email.subject.startsWith(subjectStart));
        return found?.subject;
      },
      { message: `e-mail '${subjectStart}…' to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}
