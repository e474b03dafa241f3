import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsMessages, authMessages, validationMessages } from '@core/messages.ts';
import { whatsappMessages } from '@core/messages-whatsapp.ts';
import { DEFAULT_WHATSAPP_TEMPLATES } from '@core/schemas/whatsapp.ts';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { caller, expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import {
  EMULATOR_PHONE_NUMBER_ID,
  EMULATOR_TOKEN,
  startWhatsappEmulator,
} from '@tests/helpers/whatsapp-emulator.ts';
import { EMULATED_TEMPLATES, whatsappOffice } from '@tests/helpers/whatsapp-office.ts';
import { auditLog, integrationSettings } from '../../db/schema.ts';

const w = whatsappMessages;
const PATH = '/api/admin/whatsapp-settings';
let t: TestApp;
let emulator: Awaited<ReturnType<typeof startWhatsappEmulator>>;
const call = caller(() => t);

beforeAll(async () => {
  emulator = await startWhatsappEmulator({ templates: EMULATED_TEMPLATES });
  t = await createTestApp({ WHATSAPP_API_URL: emulator.apiUrl });
});
afterAll(async () => {
  await t?.close();
  await emulator?.close();
});

const valid = {
  enabled: true,
  phoneNumberId: EMULATOR_PHONE_NUMBER_ID,
  token: EMULATOR_TOKEN,
  templates: DEFAULT_WHATSAPP_TEMPLATES,
  language: 'pt_BR',
};

describe('WhatsApp settings', () => {
  it('starts off, with the default templates and pt_BR', async () => {
    const admin = await registerAdmin(t);
    const response = await call('GET', PATH, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      enabled: false,
      phoneNumberId: null,
      hasToken: false,
      tokenLast4: null,
      templates: DEFAULT_WHATSAPP_TEMPLATES,
      language: 'pt_BR',
      active: false,
      hasAppSecret: false,
      receipts: null,
    });
  });

  it('saves the settings and never answers or audits the token, only its last 4 characters', async () => {
    const admin = await registerAdmin(t);
    const saved = await call('PUT', PATH, admin.token, {
      ...valid,
      templates: { ...DEFAULT_WHATSAPP_TEMPLATES, reminder: 'lembrete_24h' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      enabled: true,
      phoneNumberId: EMULATOR_PHONE_NUMBER_ID,
      hasToken: true,
      tokenLast4: EMULATOR_TOKEN.slice(-4),
      active: true,
    });
    expect(saved.json().templates.reminder).toBe('lembrete_24h');
    // A blank token keeps the saved one.
    const kept = await call('PUT', PATH, admin.token, { ...valid, token: '', language: 'en_US' });
    expect(kept.json()).toMatchObject({ hasToken: true, language: 'en_US', active: true });
    const read = await call('GET', PATH, admin.token);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'whatsapp_settings'));
    const auditList = await call('GET', '/api/admin/audit-log', admin.token);
    for (const text of [saved.body, kept.body, read.body, auditList.body, JSON.stringify(audits)]) {
      expect(text).not.toContain(EMULATOR_TOKEN);
    }
    const mine = audits.filter((entry) => entry.organizationId === admin.user.organizationId);
    expect(mine).toHaveLength(2);
    expect(mine[0]!.after).toMatchObject({ enabled: true, token: `…${EMULATOR_TOKEN.slice(-4)}` });
  });

  it('keeps the saved names of the templates a client written before them leaves out', async () => {
    const admin = await registerAdmin(t);
    const custom = {
      ...DEFAULT_WHATSAPP_TEMPLATES,
      confirmation: 'confirmar_escritorio',
      waitlistOffer: 'vaga_escritorio',
    };
    const saved = await call('PUT', PATH, admin.token, { ...valid, templates: custom });
    expect(saved.statusCode, saved.body).toBe(200);
    // The four templates an older card knew, one of them changed.
    const { created, rescheduled, cancelled } = DEFAULT_WHATSAPP_TEMPLATES;
    const older = await call('PUT', PATH, admin.token, {
      ...valid,
      token: '',
      templates: { created, rescheduled, cancelled, reminder: 'lembrete_escritorio' },
    });
    expect(older.statusCode, older.body).toBe(200);
    const read = await call('GET', PATH, admin.token);
    expect(read.json().templates).toEqual({ ...custom, reminder: 'lembrete_escritorio' });
  });

  it('refuses bad input with pt-BR messages and writes nothing', async () => {
    const admin = await registerAdmin(t);
    const refused = async (body: object, field: string, message: string) => {
      const response = await call('PUT', PATH, admin.token, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().fieldErrors[field]).toBe(message);
    };
    await refused(
      { ...valid, phoneNumberId: '+55 11 9999' },
      'phoneNumberId',
      w.invalidPhoneNumberId,
    );
    await refused({ ...valid, phoneNumberId: '' }, 'phoneNumberId', w.phoneNumberIdRequired);
    await refused({ ...valid, token: 'EAAG com espaço no meio do token' }, 'token', w.invalidToken);
    await refused({ ...valid, token: undefined }, 'token', w.tokenRequired);
    await refused(
      { ...valid, templates: { ...DEFAULT_WHATSAPP_TEMPLATES, created: 'Agendamento Confirmado' } },
      'templates.created',
      w.invalidTemplate,
    );
    await refused(
      { ...valid, templates: { ...DEFAULT_WHATSAPP_TEMPLATES, cancelled: '' } },
      'templates.cancelled',
      w.templateRequired,
    );
    await refused({ ...valid, language: 'português' }, 'language', w.invalidLanguage);
    await refused({ ...valid, enabled: 'sim' }, 'enabled', validationMessages.invalidBoolean);
    await expectRefusedWithoutWrites(
      t,
      { method: 'PUT', url: PATH, token: admin.token, table: integrationSettings },
      [{}, { ...valid, phoneNumberId: 12345678 }, { ...valid, templates: 'agendamento' }],
    );
  });

  it('is for admins only: 403 for a professional, 401 without a session', async () => {
    const pro = await signedInProfessional(t);
    for (const [method, url] of [
      ['GET', PATH],
      ['PUT', PATH],
      ['POST', `${PATH}/test`],
    ] as const) {
      const body = method === 'GET' ? undefined : { ...valid, phone: '11987654321' };
      const forbidden = await call(method, url, pro.token, body);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().message).toBe(authMessages.forbidden);
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('WhatsApp test message', () => {
  it('asks for the settings first', async () => {
    const admin = await registerAdmin(t);
    const response = await call('POST', `${PATH}/test`, admin.token, { phone: '11987654321' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(w.notReady);
  });

  it('sends the confirmation template with example values, even while WhatsApp is off', async () => {
    const { admin } = await whatsappOffice(t, { enabled: false });
    const bad = await call('POST', `${PATH}/test`, admin.token, { phone: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(appointmentsMessages.invalidPhone);

    const response = await call('POST', `${PATH}/test`, admin.token, { phone: '(21) 98888-7777' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: w.testSent, httpStatus: 200 });
    expect(response.body).not.toContain(EMULATOR_TOKEN);
    const message = emulator.received.at(-1)!;
    expect(message).toMatchObject({
      to: '5521988887777',
      template: 'agendamento_confirmado',
      language: 'pt_BR',
    });
    expect(message.parameters).toEqual([
      'Cliente de Teste',
      expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
      '14:00',
      'Ana Souza',
      'Consulta de teste',
    ]);
    // It is in the organization's history, with the phone as its target.
    const history = await call('GET', '/api/webhook-logs?scope=organization', admin.token);
    expect(history.json().logs[0]).toMatchObject({
      channel: 'whatsapp',
      event: 'whatsapp.test',
      status: 'success',
      target: '+55(21) 98888-7777',
      attempts: 1,
    });
  });

  it('answers 502 with the reason when Meta refuses, and does not retry a test', async () => {
    const { admin } = await whatsappOffice(t);
    await call('PUT', PATH, admin.token, { ...valid, token: 'EAAGtokenRevogadoPelaMeta000000' });
    const response = await call('POST', `${PATH}/test`, admin.token, { phone: '11987654321' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      w.testFailed('a Meta recusou o token de acesso do WhatsApp (expirado ou revogado)'),
    );
    const history = await call('GET', '/api/webhook-logs?scope=organization', admin.token);
    expect(history.json().logs[0]).toMatchObject({
      channel: 'whatsapp',
      status: 'failed',
      httpStatus: 401,
    });
  });
});
