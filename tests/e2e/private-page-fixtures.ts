// A client's booked appointment and its private page (/agendamento/{token}), for the journeys
// that open that page the way the e-mail's link does.
import type { APIRequestContext, Page } from '@playwright/test';
import { zonedInstant } from '@core/scheduling/local-date.ts';
import { minutesOfDay } from '@core/time-of-day.ts';
import {
  ZONE,
  addProduct,
  openEveryDay,
  professionalToken,
  takePix,
  zonedDate,
} from './booking-fixtures.ts';
import { createAdmin, createProfessional, expect, uniqueEmail } from './fixtures.ts';

/**
 * A client's booking of 'Consulta inicial' (R$ 150) at 10:00 the day after tomorrow, and the
 * private link from their e-mails; with `pix`, the professional takes Pix and it awaits payment.
 */
export async function bookedClient(request: APIRequestContext, { pix = false } = {}) {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, 'Bruno Lima');
  const token = await professionalToken(request, pro);
  await openEveryDay(request, token);
  const product = await addProduct(request, token, {
    name: 'Consulta inicial',
    duration: 60,
    price: 150,
  });
  if (pix) await takePix(request, token);
  const day = zonedDate(2);
  const booked = await request.post('/api/appointments/public', {
    data: {
      professionalId: pro.userId,
      clientName: 'Mariana Alves',
      clientEmail: uniqueEmail('cliente'),
      productId: product.id,
      startTime: new Date(zonedInstant(day, minutesOfDay('10:00'), ZONE)!).toISOString(),
    },
  });
  expect(booked.status()).toBe(201);
  return { path: `/agendamento/${(await booked.json()).manageToken}`, day };
}

/** The private page's appointment, as the client reads it. */
export async function expectAppointmentShown(page: Page) {
  await expect(page.getByRole('heading', { name: 'Seu agendamento' })).toBeVisible();
  await expect(page.getByText('Olá, Mariana!')).toBeVisible();
  await expect(page.getByText('10:00 às 11:00')).toBeVisible();
  await expect(page.getByText('Bruno Lima').first()).toBeVisible();
  await expect(page.getByText('Consulta inicial')).toBeVisible();
}
