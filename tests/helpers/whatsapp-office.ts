import { DEFAULT_WHATSAPP_TEMPLATES } from '@core/schemas/whatsapp.ts';
import { bearer, registerAdmin, signedInProfessional } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { EMULATOR_PHONE_NUMBER_ID, EMULATOR_TOKEN } from './whatsapp-emulator.ts';

/** The emulator's approved templates: the defaults, five body parameters each. */
export const EMULATED_TEMPLATES = Object.fromEntries(
  Object.values(DEFAULT_WHATSAPP_TEMPLATES).map((name) => [name, 5]),
);

/** PUT /api/admin/whatsapp-settings as the admin; throws unless it is saved. */
export async function saveWhatsapp(t: TestApp, adminToken: string, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/whatsapp-settings',
    headers: bearer(adminToken),
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`whatsapp settings: ${response.body}`);
  return response.json();
}

/** A new organization whose WhatsApp points at the emulator, with one signed-in professional. */
export async function whatsappOffice(t: TestApp, settings: Record<string, unknown> = {}) {
  const admin = await registerAdmin(t);
  const pro = await signedInProfessional(t, admin.user.organizationId);
  await saveWhatsapp(t, admin.token, {
    enabled: true,
    phoneNumberId: EMULATOR_PHONE_NUMBER_ID,
    token: EMULATOR_TOKEN,
    ...settings,
  });
  return { admin, pro };
}

/** The professional books `clientName` with a phone (staff booking); the appointment's id. */
export async function bookWithPhone(
  t: TestApp,
  proToken: string,
  booking: { clientName: string; clientPhone: string; startTime: string },
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: bearer(proToken),
    payload: { clientEmail: 'cliente@example.com', duration: 60, ...booking },
  });
  if (response.statusCode !== 201) throw new Error(`booking: ${response.body}`);
  return response.json().id as string;
}
