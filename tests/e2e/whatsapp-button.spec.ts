// Issue 32, point 15: the appointment's 'Enviar mensagem no WhatsApp' was offered for a landline,
// which WhatsApp cannot reach. It shows only for a mobile (9 first in the subscriber number).
import type { APIRequestContext } from '@playwright/test';
import { expectDialogAccessibleInBothThemes } from './a11y.ts';
import { entry, freezeClockAt, todayAt } from './agenda-fixtures.ts';
import {
  type Account,
  createAdmin,
  createProfessional,
  expect,
  logInAs,
  test,
} from './fixtures.ts';
import { keepScreenshots } from './screenshots.ts';

async function bookWithPhone(
  request: APIRequestContext,
  admin: Account,
  body: { userId: string; clientName: string; clientPhone: string; startTime: string },
) {
  const response = await request.post('/api/appointments', {
    data: { clientEmail: 'cliente@example.com', duration: 60, ...body },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the WhatsApp button shows for a mobile number and not for a landline', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  await bookWithPhone(request, admin, {
    userId: bruno.userId,
    clientName: 'Maria Celular',
    clientPhone: '+55(11) 98765-4321',
    startTime: todayAt(10),
  });
  await bookWithPhone(request, admin, {
    userId: bruno.userId,
    clientName: 'Escritório Fixo',
    clientPhone: '+55(11) 3456-7890',
    startTime: todayAt(14),
  });
  await freezeClockAt(page, todayAt(7));
  await logInAs(page, admin, /\/admin$/);

  await entry(page, '14:00 – 15:00, Escritório Fixo, Bruno Lima').click();
  const landline = page.getByRole('dialog', { name: 'Escritório Fixo' });
  await expect(landline).toContainText('+55(11) 3456-7890');
  await expect(landline.getByRole('link', { name: 'Enviar mensagem no WhatsApp' })).toHaveCount(0);
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(landline, 'appointment-details-landline');
  await page.keyboard.press('Escape');
  await expect(landline).toBeHidden();

  await entry(page, '10:00 – 11:00, Maria Celular, Bruno Lima').click();
  const mobile = page.getByRole('dialog', { name: 'Maria Celular' });
  await expect(mobile.getByRole('link', { name: 'Enviar mensagem no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511987654321\?text=/,
  );
});
