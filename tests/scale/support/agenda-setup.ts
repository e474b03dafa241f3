import { WEBHOOK_EVENTS } from '@core/constants.ts';
import { expectApi } from './http-api.ts';

let counter = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${counter++}`;
/** A distinct name per person: two offices created at once must not compete for one slug. */
const uniqueName = (first: string) =>
  `${first} ${[...unique()].map((c) => String.fromCharCode(97 + (c.charCodeAt(0) % 26))).join('')}`;

export interface Professional {
  id: string;
  organizationId: string;
  token: string;
  adminToken: string;
}

export interface ProfessionalOptions {
  /** Clients at once in every window (the slot's capacity). */
  capacity?: number;
  /** Every event of this professional is posted here; e-mails stay off. */
  webhookUrl?: string;
  /** Minutes before an appointment when reminders go out. */
  reminderMinutes?: number[];
}

/**
 * A new office with one professional, made through the public API of a running instance as a
 * person would: register, add the professional, sign in, set hours 09:00–12:00 every day.
 */
export async function createProfessional(
  base: string,
  options: ProfessionalOptions = {},
): Promise<Professional> {
  const admin = await expectApi(201, base, 'POST', '/api/auth/admin/register', {
    body: {
      name: uniqueName('Ana'),
      email: `admin-${unique()}@example.com`,
      password: 'segredo123',
    },
  });
  const adminToken = admin.token as string;
  const email = `pro-${unique()}@example.com`;
  await expectApi(201, base, 'POST', '/api/admin/users', {
    token: adminToken,
    body: {
      name: uniqueName('Bruno'),
      email,
      password: 'segredo123',
      timezone: 'America/Sao_Paulo',
    },
  });
  const login = await expectApi(200, base, 'POST', '/api/auth/user/login', {
    body: { email, password: 'segredo123' },
  });
  const token = login.token as string;
  const user = login.user as { id: string; organizationId: string };
  // No pause between appointments: every hour of the window is its own slot.
  await expectApi(200, base, 'PATCH', '/api/user/profile', { token, body: { bufferTime: 0 } });
  for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
    await expectApi(201, base, 'POST', '/api/availability', {
      token,
      body: {
        dayOfWeek,
        startTime: '09:00',
        endTime: '12:00',
        appointmentDuration: 60,
        maxConcurrentAppointments: options.capacity ?? 1,
      },
    });
  }
  if (options.webhookUrl) {
    await expectApi(200, base, 'POST', '/api/notification-settings', {
      token,
      body: {
        webhookNotificationsEnabled: true,
        webhookUrl: options.webhookUrl,
        webhookEvents: [...WEBHOOK_EVENTS],
        emailNotificationsEnabled: false,
        ...(options.reminderMinutes ? { notificationTimes: options.reminderMinutes } : {}),
      },
    });
  }
  return { id: user.id, organizationId: user.organizationId, token, adminToken };
}

/** The body of a public booking of `startTime` with this professional. */
export function publicBooking(professionalId: string, startTime: string, client = 'Cliente') {
  return {
    professionalId,
    clientName: client,
    clientEmail: 'cliente@example.com',
    clientPhone: '(11) 98765-4321',
    notes: null,
    productId: null,
    startTime,
  };
}
