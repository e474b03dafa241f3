import https from 'node:https';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTimeIn } from '@core/scheduling/format-instant.ts';
import {
  appointments,
  auditLog,
  pixPspSettings,
  pixReceived,
  webhookLogs,
} from '../../../db/schema.ts';
import { createLocalEventBus } from '../../../realtime/event-bus.ts';
import {
  registerAdmin,
  signedInProfessional,
  signedInSecretary,
} from '@tests/helpers/factories.ts';
import { parseEmv } from '@tests/helpers/emv-decoder.ts';
import {
  PSP_CLIENT_ID,
  PSP_CLIENT_SECRET,
  PSP_PIX_KEY,
  type PixPspEmulator,
} from '@tests/helpers/pix-psp-emulator.ts';
import { caller } from '@tests/helpers/requests.ts';
import { headerOf, textsOfType } from '@tests/helpers/mime.ts';
import { deliverWithEmail } from '@tests/helpers/outbox.ts';
import { startSmtpReceiver } from '@tests/helpers/smtp-receiver.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestCertificates } from '@tests/helpers/test-certificates.ts';
import { pspSettingsOf, startPspTestApp } from '@tests/helpers/psp-test-app.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { releaseUnpaidAppointments } from '../release-unpaid-appointments.ts';
import { listOutboxEmails } from '../../email/email-outbox.repository.ts';

let t: TestApp;
let certs: TestCertificates;
let psp: PixPspEmulator;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, certs, psp, close } = await startPspTestApp());
});
afterAll(() => close());
beforeEach(() => psp.setDown(false));

const call = caller(() => t);
const settingsOf = () => pspSettingsOf(psp, certs);

/** An office with a PSP, a professional with hours (no Pix key of their own) and a product. */
async function pspOffice(product: Record<string, unknown> = {}) {
  const setup = await bookableProfessional(t);
  const saved = await call('PUT', '/api/organization/pix-psp', setup.admin.token, settingsOf());
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const created = await call('POST', '/api/products', setup.pro.token, {
    name: 'Consulta',
    duration: 60,
    price: 250.9,
    ...product,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return { ...setup, productId: created.json().id as string };
}

const bookPublic = (proId: string, productId: string, time = '10:00', clientEmail?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(proId, at(dateAhead(2), time), {
      productId,
      ...(clientEmail ? { clientEmail, clientName: 'Maria Silva' } : {}),
    }),
  });

/** Runs the outbox as the worker does, with SMTP (a receiver) or without (e-mails are kept). */
const runOutbox = (smtpUrl?: string) => deliverWithEmail(t.db, smtpUrl);

const rowOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0];

describe('the office PSP settings (/api/organization/pix-psp)', () => {
  it('registers the webhook at the PSP over mTLS and never answers the secrets', async () => {
    const { admin } = await bookableProfessional(t);
    const before = await call('GET', '/api/organization/pix-psp', admin.token);
    expect(before.json()).toMatchObject({ available: true, configured: false, provider: 'static' });
    const saved = await call('PUT', '/api/organization/pix-psp', admin.token, settingsOf());
    expect(saved.statusCode).toBe(200);
    const shown = (await call('GET', '/api/organization/pix-psp', admin.token)).json();
    expect(shown).toMatchObject({
      configured: true,
      provider: 'bcb-standard',
      baseUrl: psp.baseUrl,
      clientId: PSP_CLIENT_ID,
      pixKey: PSP_PIX_KEY,
      clientSecret: 'configured',
      certificate: 'configured',
      privateKey: 'configured',
    });
    expect(JSON.stringify(shown)).not.toContain(PSP_CLIENT_SECRET);
    // Sealed at rest: neither the secret nor the key is in the row as written.
    const [row] = await t.db
      .select()
      .from(pixPspSettings)
      .where(eq(pixPspSettings.organizationId, admin.user.organizationId));
    expect(JSON.stringify(row)).not.toContain(PSP_CLIENT_SECRET);
    expect(JSON.stringify(row)).not.toContain('PRIVATE KEY');
    const registered = psp.webhooks.get(PSP_PIX_KEY)!;
    expect(registered).toMatch(
      /^https:\/\/agendei\.example\.com\/api\/pix\/psp\/webhook\/[\w-]{32}$/,
    );
    const webhookCall = psp.requests.findLast((r) => r.path.startsWith('/v2/webhook/'));
    expect(webhookCall).toMatchObject({
      method: 'PUT',
      clientCertificate: 'escritorio-cliente',
      body: { webhookUrl: registered },
    });
    // A later save may leave the secrets blank: the stored ones are kept.
    const { clientSecret: _s, certificate: _c, privateKey: _k, ...rest } = settingsOf();
    const again = await call('PUT', '/api/organization/pix-psp', admin.token, rest);
    expect(again.statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'pix_psp_settings'), eq(auditLog.actorUserId, admin.user.id)));
    expect(JSON.stringify(audit)).not.toContain(PSP_CLIENT_SECRET);
  });

  it('refuses the secretary, the professional and another office, and answers 401 without a session', async () => {
    const { admin, pro } = await pspOffice();
    const secretary = await signedInSecretary(t, admin.user.organizationId);
    const stranger = await bookableProfessional(t);
    for (const token of [secretary.token, pro.token]) {
      expect((await call('GET', '/api/organization/pix-psp', token)).statusCode).toBe(403);
      expect((await call('PUT', '/api/organization/pix-psp', token, settingsOf())).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', '/api/organization/pix-psp', token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/organization/pix-psp', undefined)).statusCode).toBe(401);
    // Another office's admin sees their own (none), not this one.
    const theirs = (await call('GET', '/api/organization/pix-psp', stranger.admin.token)).json();
    expect(theirs).toMatchObject({ configured: false, baseUrl: null });
  });

  it.each([
    [
      { baseUrl: 'http://psp.example.com' },
      'baseUrl',
      'Informe o endereço https da API Pix do PSP.',
    ],
    [{ clientSecret: undefined }, 'clientSecret', 'Informe o Client Secret que o PSP forneceu.'],
    [
      { certificate: 'não é um certificado' },
      'certificate',
      'Certificado inválido: cole o arquivo .pem ou .crt inteiro.',
    ],
    ['stranger-key', 'privateKey', 'Chave privada inválida ou de outro certificado.'],
  ])('refuses %j on %s with a pt-BR message and writes nothing', async (change, field, message) => {
    const { admin } = await bookableProfessional(t);
    const body =
      change === 'stranger-key'
        ? { ...settingsOf(), privateKey: certs.stranger.key }
        : { ...settingsOf(), ...(change as object) };
    const response = await call('PUT', '/api/organization/pix-psp', admin.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
    const rows = await t.db
      .select()
      .from(pixPspSettings)
      .where(eq(pixPspSettings.organizationId, admin.user.organizationId));
    expect(rows).toHaveLength(0);
  });

  it('refuses credentials the PSP refuses, and a certificate of another CA (mTLS), writing nothing', async () => {
    const { admin } = await bookableProfessional(t);
    const wrongSecret = await call('PUT', '/api/organization/pix-psp', admin.token, {
      ...settingsOf(),
      clientSecret: 'outro-segredo',
    });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().message).toBe(
      'O PSP recusou a configuração: confira o endereço, as credenciais e o certificado.',
    );
    const stranger = await call('PUT', '/api/organization/pix-psp', admin.token, {
      ...settingsOf(),
      certificate: certs.stranger.cert,
      privateKey: certs.stranger.key,
    });
    expect(stranger.statusCode).toBe(502);
    const configured = (await call('GET', '/api/organization/pix-psp', admin.token)).json();
    expect(configured.configured).toBe(false);
  });

  it('is a PSP that refuses a caller without a client certificate', async () => {
    const status = await new Promise<string>((resolve) => {
      https
        .get(`${psp.baseUrl}/v2/cob/x`, { ca: certs.ca }, (response) =>
          resolve(String(response.statusCode)),
        )
        .on('error', () => resolve('refused'));
    });
    expect(status).toBe('refused');
  });
});

describe('a paid booking of an office with a PSP', () => {
  it('gets a dynamic charge (txid, the hold as expiry) made with the office certificate', async () => {
    const { pro, productId } = await pspOffice({ releaseUnpaidAfterMinutes: 30 });
    const response = await bookPublic(pro.id, productId);
    expect(response.statusCode).toBe(201);
    const booked = response.json();
    expect(booked).toMatchObject({ paymentStatus: 'pending', paymentAmount: 250.9 });
    expect(booked.pix.txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    const cob = psp.cobs.get(booked.pix.txid)!;
    expect(cob).toMatchObject({
      status: 'ATIVA',
      valor: { original: '250.90' },
      chave: PSP_PIX_KEY,
      calendario: { expiracao: 1800 },
      solicitacaoPagador: 'Consulta',
    });
    expect(booked.pix.brCode).toBe(cob.pixCopiaECola);
    expect(parseEmv(booked.pix.brCode).get('01')).toBe('12');
    expect(booked.pix.qrSvg).toMatch(/^<svg/);
    const cobCall = psp.requests.findLast((r) => r.path === `/v2/cob/${booked.pix.txid}`);
    expect(cobCall).toMatchObject({ method: 'PUT', clientCertificate: 'escritorio-cliente' });
  });

  it('asks the PSP for a token once for many charges, and anew once the PSP revoked it', async () => {
    const { pro, productId } = await pspOffice();
    const tokenCalls = () => psp.requests.filter((r) => r.path === '/oauth/token').length;
    const before = tokenCalls();
    for (const time of ['09:00', '10:00']) {
      expect((await bookPublic(pro.id, productId, time)).statusCode).toBe(201);
    }
    expect(tokenCalls() - before).toBe(0);

    psp.revokeTokens();
    const refused = psp.requests.length;
    const booked = await bookPublic(pro.id, productId, '11:00');
    expect(booked.statusCode).toBe(201);
    expect(booked.json().pix.txid).toBeTruthy();
    // The kept token is refused (401), a new one is asked, and the charge is made with it.
    expect(
      psp.requests.slice(refused).map((r) => `${r.method} ${r.path.split('/')[2] ?? r.path}`),
    ).toEqual(['PUT cob', 'POST token', 'PUT cob']);
  });

  it('is marked paid by the webhook once: a repeat and a forged call change nothing', async () => {
    const { pro, productId } = await pspOffice();
    const booked = (await bookPublic(pro.id, productId)).json();
    const cob = psp.cobs.get(booked.pix.txid)!;
    // A forged call before payment: the PSP says the charge is still ATIVA.
    const secretUrl = new URL(psp.webhooks.get(PSP_PIX_KEY)!).pathname;
    const forged = await t.app.inject({
      method: 'POST',
      url: `${secretUrl}/pix`,
      payload: psp.webhookBody(cob),
    });
    expect(forged.statusCode).toBe(400);
    expect((await rowOf(booked.id))?.paymentStatus).toBe('pending');
    // An unknown path secret: 404.
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/pix/psp/webhook/${'x'.repeat(32)}/pix`,
      payload: psp.webhookBody(cob),
    });
    expect(unknown.statusCode).toBe(404);

    // The client's private link, which their confirmation page reads while it waits.
    const link = () =>
      t.app.inject({ method: 'GET', url: `/api/booking/manage/${booked.manageToken}` });
    expect((await link()).json()).toMatchObject({ paymentStatus: 'pending' });
    expect(await psp.pay(cob.txid)).toBe(200);
    expect((await link()).json()).toMatchObject({ paymentStatus: 'paid', pix: null });
    const paid = await rowOf(booked.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', paymentDueAt: null });
    const [listed] = (await call('GET', '/api/appointments', pro.token)).json();
    expect(listed).toMatchObject({ id: booked.id, paymentStatus: 'paid' });
    // The same notification again (the PSP retries): still one payment, one audit.
    const replay = psp.requests.length;
    const body = psp.webhookBody(cob);
    for (let i = 0; i < 2; i += 1) {
      const again = await t.app.inject({ method: 'POST', url: `${secretUrl}/pix`, payload: body });
      expect(again.statusCode).toBe(200);
    }
    expect(psp.requests.length).toBeGreaterThan(replay);
    const received = await t.db.select().from(pixReceived).where(eq(pixReceived.txid, cob.txid));
    expect(received.map((r) => r.outcome).sort()).toEqual(['late', 'paid']);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booked.id), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorKind: 'system', after: { paymentStatus: 'paid' } });
    // A concluded charge reported with another amount is refused.
    const wrongAmount = await t.app.inject({
      method: 'POST',
      url: `${secretUrl}/pix`,
      payload: psp.webhookBody(cob, '1.00'),
    });
    expect(wrongAmount.statusCode).toBe(400);
  });

  it("tells the client 'Pagamento confirmado' by e-mail once, even when the PSP repeats the webhook or staff mark it paid after", async () => {
    const { pro, productId } = await pspOffice();
    const booked = (await bookPublic(pro.id, productId, '11:00', 'pagante@example.com')).json();
    await runOutbox();
    const cob = psp.cobs.get(booked.pix.txid)!;
    expect(await psp.pay(cob.txid)).toBe(200);
    const secretUrl = new URL(psp.webhooks.get(PSP_PIX_KEY)!).pathname;
    for (let i = 0; i < 2; i += 1) {
      const again = await t.app.inject({
        method: 'POST',
        url: `${secretUrl}/pix`,
        payload: psp.webhookBody(cob),
      });
      expect(again.statusCode).toBe(200);
    }
    // Staff marking it paid by hand afterwards are refused: the client is not told twice.
    const byHand = await call('POST', `/api/appointments/${booked.id}/payment`, pro.token, {
      status: 'paid',
    });
    expect(byHand.statusCode).toBe(409);
    const rows = await t.db
      .select()
      .from(webhookLogs)
      .where(
        and(
          eq(webhookLogs.appointmentId, booked.id),
          eq(webhookLogs.eventType, 'payment.confirmed'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', subscriber: 'client' });

    // No SMTP_URL on this server: the e-mail is kept in email_outbox, as every other one.
    await runOutbox();
    const paidEmails = (await listOutboxEmails(t.db, pro.organizationId)).filter((email) =>
      email.subject.startsWith('Pagamento confirmado'),
    );
    expect(paidEmails).toHaveLength(1);
    const [email] = paidEmails;
    const when = formatDateTimeIn(booked.startTime, 'America/Sao_Paulo');
    const token = (await rowOf(booked.id))!.manageToken;
    expect(email).toMatchObject({
      toAddress: 'pagante@example.com',
      status: 'stored',
      subject: `Pagamento confirmado: ${when}`,
    });
    expect(email!.textBody).toMatch(/Recebemos seu Pix de R\$\s250,90\./);
    expect(email!.textBody).toContain('Olá, Maria!');
    expect(email!.textBody).toContain(`https://agendei.example.com/agendamento/${token}`);
    await runOutbox();
    const again = await listOutboxEmails(t.db, pro.organizationId);
    expect(again.filter((e) => e.subject.startsWith('Pagamento confirmado'))).toHaveLength(1);
  });

  it("sends 'Pagamento confirmado' through SMTP when the server has it", async () => {
    const smtp = await startSmtpReceiver();
    try {
      const { pro, productId } = await pspOffice();
      const booked = (await bookPublic(pro.id, productId, '11:00', 'smtp-pago@example.com')).json();
      await runOutbox();
      expect(await psp.pay(booked.pix.txid)).toBe(200);
      await runOutbox(smtp.url);
      const mails = await smtp.waitFor(1);
      const mail = mails.find((sent) => sent.to.includes('smtp-pago@example.com'));
      const when = formatDateTimeIn(booked.startTime, 'America/Sao_Paulo');
      expect(headerOf(mail!.raw, 'subject')).toBe(`Pagamento confirmado: ${when}`);
      expect(headerOf(mail!.raw, 'reply-to')).toContain(pro.email);
      const text = textsOfType(mail!.raw, 'text/plain')[0];
      expect(text).toMatch(/R\$\s250,90/);
      expect(text).toContain(`/agendamento/${(await rowOf(booked.id))!.manageToken}`);
      const recorded = await listOutboxEmails(t.db, pro.organizationId);
      expect(
        recorded.filter((e) => e.subject.startsWith('Pagamento confirmado')).map((e) => e.status),
      ).toEqual(['sent']);
    } finally {
      await smtp.close();
    }
  });

  it('races the hold: exactly one outcome, paid or released with the Pix recorded as late', async () => {
    const { pro, productId } = await pspOffice({ releaseUnpaidAfterMinutes: 30 });
    const first = (await bookPublic(pro.id, productId, '09:00')).json();
    const second = (await bookPublic(pro.id, productId, '10:00')).json();
    const events = createLocalEventBus();
    const later = Date.now() + 31 * 60_000;
    // Both at once for the first booking; for the second the release runs first.
    const [paidStatus] = await Promise.all([
      psp.pay(first.pix.txid),
      releaseUnpaidAppointments(t.db, { events, now: later }),
    ]);
    expect(paidStatus).toBe(200);
    const firstRow = await rowOf(first.id);
    const [firstPix] = await t.db
      .select()
      .from(pixReceived)
      .where(eq(pixReceived.txid, first.pix.txid));
    if (firstRow) {
      expect(firstRow.paymentStatus).toBe('paid');
      expect(firstPix).toMatchObject({ outcome: 'paid', appointmentId: first.id });
    } else {
      expect(firstPix).toMatchObject({ outcome: 'late', appointmentId: null });
    }
    expect(await rowOf(second.id)).toBeUndefined();
    expect(await psp.pay(second.pix.txid)).toBe(200);
    const [late] = await t.db
      .select()
      .from(pixReceived)
      .where(eq(pixReceived.txid, second.pix.txid));
    expect(late).toMatchObject({ outcome: 'late', appointmentId: null, amountCents: 25090 });
    const [flag] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'pix_received'), eq(auditLog.entityId, late!.id)));
    expect(flag).toMatchObject({ actorKind: 'system', after: { outcome: 'late' } });
  });

  it('lists a Pix paid after the hold released its time for the admin to refund, to nobody else', async () => {
    const { admin, pro, productId } = await pspOffice({ releaseUnpaidAfterMinutes: 30 });
    const booked = (await bookPublic(pro.id, productId, '11:00')).json();
    await releaseUnpaidAppointments(t.db, {
      events: createLocalEventBus(),
      now: Date.now() + 31 * 60_000,
    });
    expect(await rowOf(booked.id)).toBeUndefined();
    expect(await psp.pay(booked.pix.txid)).toBe(200);
    const [late] = await t.db
      .select()
      .from(pixReceived)
      .where(eq(pixReceived.txid, booked.pix.txid));

    const listed = await call('GET', '/api/organization/pix-psp/late', admin.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([
      {
        id: late!.id,
        endToEndId: late!.endToEndId,
        txid: booked.pix.txid,
        amount: 250.9,
        paidAt: late!.paidAt.toISOString(),
      },
    ]);
    const secretary = await signedInSecretary(t, admin.user.organizationId);
    for (const token of [pro.token, secretary.token]) {
      expect((await call('GET', '/api/organization/pix-psp/late', token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/organization/pix-psp/late')).statusCode).toBe(401);
    const stranger = await registerAdmin(t);
    expect((await call('GET', '/api/organization/pix-psp/late', stranger.token)).json()).toEqual(
      [],
    );
  });

  it('stands when the PSP is down: no Pix in the answer, the private page makes it later', async () => {
    const { pro, productId } = await pspOffice();
    psp.setDown(true);
    const response = await bookPublic(pro.id, productId);
    expect(response.statusCode).toBe(201);
    const booked = response.json();
    expect(booked).toMatchObject({ paymentStatus: 'pending', paymentAmount: 250.9, pix: null });
    const row = await rowOf(booked.id);
    expect(row).toMatchObject({ paymentStatus: 'pending', pixBrCode: null });
    expect(row?.pixTxid).toMatch(/^[a-f0-9]{32}$/);
    psp.setDown(false);
    const page = await t.app.inject({ url: `/api/booking/manage/${row!.manageToken}` });
    expect(page.json().pix).toMatchObject({ txid: row!.pixTxid, amount: 250.9 });
    expect(page.json().pix.brCode).toBe(psp.cobs.get(row!.pixTxid!)!.pixCopiaECola);
  });

  it('keeps the static Pix of the professional for an office without a PSP', async () => {
    const setup = await bookableProfessional(t);
    await call('PUT', '/api/user/pix', setup.pro.token, {
      keyType: 'phone',
      key: '(11) 98765-4321',
      merchantName: 'Bruno Lima',
      merchantCity: 'São Paulo',
    });
    const product = await call('POST', '/api/products', setup.pro.token, {
      name: 'Consulta',
      duration: 60,
      price: 150,
    });
    const booked = (await bookPublic(setup.pro.id, product.json().id)).json();
    expect(parseEmv(booked.pix.brCode).get('01')).toBeUndefined();
    expect(psp.cobs.has(booked.pix.txid)).toBe(false);
    expect((await rowOf(booked.id))?.pixTxid).toBeNull();
  });

  it('goes back to static Pix once the admin removes the PSP', async () => {
    const { admin, pro, productId } = await pspOffice();
    expect((await call('DELETE', '/api/organization/pix-psp', admin.token)).statusCode).toBe(204);
    const booked = (await bookPublic(pro.id, productId)).json();
    // This professional has no key of their own: no payment at all.
    expect(booked).toMatchObject({ paymentStatus: null, pix: null });
  });
});

describe('a professional elsewhere', () => {
  it('cannot read the PSP of an office they are not in', async () => {
    const other = await signedInProfessional(t);
    expect((await call('GET', '/api/organization/pix-psp', other.token)).statusCode).toBe(403);
  });
});
