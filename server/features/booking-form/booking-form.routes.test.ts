import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_FORM_SETTINGS } from '@core/constants.ts';
import { auditLog, bookingFormSettings } from '../../db/schema.ts';
import { signedInProfessional } from '@tests/helpers/factories.ts';
import { HUGE_TEXT, caller, expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { getBookingFormSettings } from './booking-form.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const defaults = DEFAULT_BOOKING_FORM_SETTINGS;

describe('GET /api/booking-form-settings', () => {
  it('answers the SPEC defaults before anything is saved', async () => {
    const pro = await signedInProfessional(t);
    const response = await call('GET', '/api/booking-form-settings', pro.token);
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings).toEqual(defaults);
    // SPEC §3: name and e-mail required, phone and notes shown but optional, no message.
    const switchedOn = Object.keys(settings).filter((key) => settings[key] === true);
    expect(switchedOn).toEqual(['requireName', 'requireEmail', 'showPhone', 'showNotes']);
    expect(settings.customMessage).toBe('');
    expect(await getBookingFormSettings(t.db, pro.id)).toEqual(defaults);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/booking-form-settings')).statusCode).toBe(401);
  });
});

describe('POST /api/booking-form-settings', () => {
  it('saves the settings, audits them and keeps them per professional', async () => {
    const pro = await signedInProfessional(t);
    const colleague = await signedInProfessional(t);
    const saved = {
      ...defaults,
      requirePhone: true,
      requireNotes: true,
      customMessage: 'Traga RG e CPF.',
    };
    const response = await call('POST', '/api/booking-form-settings', pro.token, saved);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(saved);
    expect((await call('GET', '/api/booking-form-settings', pro.token)).json()).toEqual(saved);
    expect(await getBookingFormSettings(t.db, pro.id)).toEqual(saved);
    expect((await call('GET', '/api/booking-form-settings', colleague.token)).json()).toEqual(
      defaults,
    );
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, pro.id));
    expect(audit).toMatchObject({
      action: 'update',
      entity: 'booking_form_settings',
      before: defaults,
      after: saved,
    });
  });

  it('never requires a hidden phone or notes field', async () => {
    const pro = await signedInProfessional(t);
    const response = await call('POST', '/api/booking-form-settings', pro.token, {
      ...defaults,
      showPhone: false,
      requirePhone: true,
      showNotes: false,
      requireNotes: true,
    });
    expect(response.json()).toMatchObject({
      showPhone: false,
      requirePhone: false,
      showNotes: false,
      requireNotes: false,
    });
  });

  it('always requires the name and e-mail: an appointment needs both', async () => {
    const pro = await signedInProfessional(t);
    const response = await call('POST', '/api/booking-form-settings', pro.token, {
      requireName: false,
      requireEmail: false,
    });
    expect(response.json()).toMatchObject({ requireName: true, requireEmail: true });
  });

  it('keeps absent fields and replaces the row on a second save', async () => {
    const pro = await signedInProfessional(t);
    await call('POST', '/api/booking-form-settings', pro.token, { customMessage: '  Olá!  ' });
    const response = await call('POST', '/api/booking-form-settings', pro.token, {
      showNotes: false,
    });
    expect(response.json()).toEqual({ ...defaults, showNotes: false, customMessage: 'Olá!' });
    const rows = await t.db
      .select()
      .from(bookingFormSettings)
      .where(eq(bookingFormSettings.userId, pro.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a custom message over 1000 characters and non-boolean switches in pt-BR', async () => {
    const pro = await signedInProfessional(t);
    const response = await call('POST', '/api/booking-form-settings', pro.token, {
      customMessage: 'm'.repeat(1001),
      showPhone: 'sim',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      customMessage: 'Texto muito longo',
      showPhone: 'Valor inválido: use verdadeiro ou falso.',
    });
  });

  it('refuses malformed JSON, wrong types and huge strings without writing', async () => {
    const pro = await signedInProfessional(t);
    await expectRefusedWithoutWrites(
      t,
      {
        method: 'POST',
        url: '/api/booking-form-settings',
        token: pro.token,
        table: bookingFormSettings,
      },
      [
        { requireName: 1 },
        { customMessage: 42 },
        { customMessage: HUGE_TEXT },
        { showNotes: null },
      ],
    );
  });

  it('answers 401 without a session', async () => {
    const response = await call('POST', '/api/booking-form-settings', undefined, defaults);
    expect(response.statusCode).toBe(401);
  });
});
