// The agenda part of scripts/screenshots.ts: a week of appointments for the seeded team, and the
// admin dashboard (day, week, full-screen month) and 'Minha Agenda' shots.
import type { Page } from '@playwright/test';
import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import { addDays, weekdayOf, zonedDateTime, zonedInstant } from '@core/scheduling/local-date.ts';

type Api = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;
type Member = { id: string; name: string };

/** [day offset from today, 'HH:MM', minutes, client, professional index, colour?] */
type Booking = [number, string, number, string, number, string?];

const clients = [
  'Mariana Albuquerque',
  'João Pedro Santos',
  'Fernanda Oliveira',
  'Ricardo Nascimento',
  'Luciana Costa',
  'Paulo Henrique Ribeiro',
  'Beatriz Carvalho',
  'Gustavo Martins',
  'Camila Rodrigues',
  'Eduardo Ferreira Lima',
];

/** Today is busy, the rest of the week lighter, a few in the days ahead; long ones span hours. */
function weekOfBookings(): Booking[] {
  const today = zonedDateTime(Date.now(), DEFAULT_TIMEZONE).date;
  const sunday = -weekdayOf(today);
  const bookings: Booking[] = [
    [0, '08:00', 60, clients[0]!, 0],
    [0, '09:00', 30, clients[1]!, 1],
    [0, '09:00', 60, clients[2]!, 2],
    [0, '10:00', 120, clients[3]!, 0],
    [0, '11:00', 60, clients[4]!, 1],
    [0, '14:00', 45, clients[5]!, 2],
    [0, '14:00', 60, clients[6]!, 1],
    [0, '16:30', 60, clients[7]!, 2],
  ];
  for (let day = sunday; day < sunday + 7; day++) {
    if (day === 0) continue;
    const pick = (index: number) => clients[(day * 3 + index + 20) % clients.length]!;
    bookings.push([day, '09:00', 60, pick(0), (day + 9) % 3]);
    if (day % 2 === 0) bookings.push([day, '13:30', 90, pick(1), (day + 10) % 3]);
    bookings.push([
      day,
      '15:00',
      60,
      pick(2),
      (day + 11) % 3,
      day % 3 === 0 ? '#0b8043' : undefined,
    ]);
  }
  for (let day = 1; day <= 10; day++) {
    if (day % 7 === 0) continue;
    bookings.push([day, '10:30', 60, clients[(day + 4) % clients.length]!, day % 3]);
    bookings.push([day, '16:00', 45, clients[(day + 7) % clients.length]!, (day + 1) % 3]);
  }
  return bookings;
}

/** Books the week for the admin and two professionals (index 0 is the admin). */
export async function seedAgenda(api: Api, adminToken: string) {
  const team = await api<Member[]>('GET', '/api/admin/users', undefined, adminToken);
  const today = zonedDateTime(Date.now(), DEFAULT_TIMEZONE).date;
  for (const [offset, time, duration, clientName, who, color] of weekOfBookings()) {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    const start = zonedInstant(addDays(today, offset), hours * 60 + minutes, DEFAULT_TIMEZONE)!;
    const professional = team[who % team.length]!;
    await api(
      'POST',
      '/api/appointments',
      {
        userId: professional.id,
        clientName,
        clientEmail: `${clientName
          .split(' ')[0]!
          .normalize('NFD')
          .replace(/[^a-z]/gi, '')
          .toLowerCase()}@exemplo.com.br`,
        clientPhone: '11987654321',
        startTime: new Date(start).toISOString(),
        duration,
        color,
        notes: 'Trazer os documentos do processo.',
      },
      adminToken,
    );
  }
}

/** On a phone, brings a heading to the top of the screen, below the sticky header. */
async function scrollTo(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 0) >= 768) return;
  await page.getByRole('heading', { name }).evaluate((heading) => {
    heading.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });
}

const clickView = (label: 'Mês' | 'Semana' | 'Dia') => async (page: Page) => {
  await page
    .getByRole('group', { name: 'Visualização' })
    .first()
    .getByRole('button', { name: label })
    .click();
  await page.waitForLoadState('networkidle');
};

/** The agenda shots, as entries of the main script's list. */
export const agendaShots = (admin: unknown, professional: unknown) => [
  {
    path: '/admin',
    name: 'admin-agenda-day',
    session: admin,
    phoneFullPage: false,
    prepare: (page: Page) => scrollTo(page, 'Agenda Compartilhada'),
  },
  {
    path: '/admin',
    name: 'admin-agenda-week',
    session: admin,
    phoneFullPage: false,
    prepare: async (page: Page) => {
      await clickView('Semana')(page);
      await scrollTo(page, 'Visualização Semanal');
    },
  },
  {
    path: '/admin',
    name: 'admin-agenda-overlay-month',
    session: admin,
    viewportOnly: true,
    prepare: async (page: Page) => {
      await page.getByRole('button', { name: 'Tela cheia' }).click();
      await clickView('Mês')(page);
    },
  },
  { path: '/dashboard', name: 'minha-agenda', session: professional, phoneFullPage: false },
];
