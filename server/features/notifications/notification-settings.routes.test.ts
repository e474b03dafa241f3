import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { caller, expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { notificationsMessages } from '@core/messages.ts';
import { notificationSettings } from '../../db/schema.ts';

const n = notificationsMessages;
let t: TestApp;
let strict: TestApp;
const call = caller(() => t);

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: true });
  strict = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: false });
});
afterAll(async () => {
  await t.close();
  await strict.close();
});

describe('notification settings', () => {
  it('starts from the SPEC defaults with a signing secret', async () => {
    const pro = await signedInProfessional(t);
    const response = await call('GET', '/api/notification-settings', pro.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: pro.id,
      emailNotificationsEnabled: true,
      webhookNotificationsEnabled: false,
      notificationTimes: [60, 1440],
      webhookUrl: null,
      webhookEvents: ['appointment.created', 'appointment.updated', 'appointment.cancelled'],
    });
    expect(response.json().webhookSecret).toMatch(/^whsec_[\w-]{32}$/);
  });

  it('saves reminder times sorted, keeps absent fields and ignores the userId field', async () => {
    const pro = await signedInProfessional(t);
    const saved = await call('POST', '/api/notification-settings', pro.token, {
      userId: 'someone-else',
      notificationTimes: [10080, 60, 1440],
      webhookUrl: 'http://127.0.0.1:9/hook',
      webhookNotificationsEnabled: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      userId: pro.id,
      notificationTimes: [60, 1440, 10080],
      webhookUrl: 'http://127.0.0.1:9/hook',
      emailNotificationsEnabled: true,
    });
    const cleared = await call('POST', '/api/notification-settings', pro.token, {
      webhookNotificationsEnabled: false,
      webhookUrl: '',
    });
    expect(cleared.json()).toMatchObject({
      webhookUrl: null,
      notificationTimes: [60, 1440, 10080],
    });
  });

  it('refuses bad values with pt-BR messages and writes nothing', async () => {
    const pro = await signedInProfessional(t);
    await call('GET', '/api/notification-settings', pro.token);
    const expectMessage = async (body: unknown, message: string) => {
      const response = await call('POST', '/api/notification-settings', pro.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    };
    await expectMessage({ notificationTimes: [0] }, n.reminderInvalid);
    await expectMessage({ notificationTimes: [1.5] }, n.reminderInvalid);
    await expectMessage({ notificationTimes: [60, 60] }, n.reminderDuplicate);
    await expectMessage({ notificationTimes: [50_000] }, n.reminderTooLarge);
    await expectMessage({ webhookUrl: 'ftp://exemplo.com.br/hook' }, n.invalidUrl);
    await expectMessage({ webhookUrl: 'não é url' }, n.invalidUrl);
    await expectMessage({ webhookNotificationsEnabled: true }, n.urlRequired);
    await expectMessage({ webhookEvents: ['appointment.deleted'] }, n.invalidEvent);
    await expectRefusedWithoutWrites(
      t,
      {
        method: 'POST',
        url: '/api/notification-settings',
        token: pro.token,
        table: notificationSettings,
      },
      [{ notificationTimes: 'sessenta' }, { emailNotificationsEnabled: 'sim' }],
    );
    const unchanged = await call('GET', '/api/notification-settings', pro.token);
    expect(unchanged.json()).toMatchObject({ notificationTimes: [60, 1440], webhookUrl: null });
  });

  it('refuses private, loopback and link-local targets unless allowed', async () => {
    const pro = await signedInProfessional(strict);
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://10.0.0.5/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
      'http://0.0.0.0/hook',
    ]) {
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/notification-settings',
        headers: bearer(pro.token),
        payload: { webhookUrl: url },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(n.privateUrl);
    }
    const public_ = await strict.app.inject({
      method: 'POST',
      url: '/api/notification-settings',
      headers: bearer(pro.token),
      payload: { webhookUrl: 'https://8.8.8.8/hook' },
    });
    expect(public_.statusCode, public_.body).toBe(200);
  });

  it('rotates the signing secret', async () => {
    const pro = await signedInProfessional(t);
    const before = (await call('GET', '/api/notification-settings', pro.token)).json();
    const rotated = await call('POST', '/api/notification-settings/rotate-secret', pro.token);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().webhookSecret).not.toBe(before.webhookSecret);
  });

  it('lets only admins read and save the organization webhook settings', async () => {
    const admin = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    expect((await call('GET', '/api/admin/webhook-settings')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/webhook-settings', pro.token)).statusCode).toBe(403);
    const saved = await call('POST', '/api/admin/webhook-settings', admin.token, {
      webhookNotificationsEnabled: true,
      webhookUrl: 'http://127.0.0.1:9/org',
      notificationTimes: [30],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      webhookUrl: 'http://127.0.0.1:9/org',
      notificationTimes: [30],
    });
    expect(saved.json()).not.toHaveProperty('emailNotificationsEnabled');
    // The admin's own settings are separate from the organization's.
    const own = await call('GET', '/api/notification-settings', admin.token);
    expect(own.json().webhookUrl).toBeNull();
    const other = await registerAdmin(t);
    const theirs = await call('GET', '/api/admin/webhook-settings', other.token);
    expect(theirs.json().webhookUrl).toBeNull();
  });
});
