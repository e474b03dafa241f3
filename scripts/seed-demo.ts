// `npm run seed:demo`: a demo office with three professionals, products, hours and two weeks of
// appointments around today. Talks to a running server (SEED_URL, default http://127.0.0.1:5000);
// when none answers, opens the configured database itself (stop the server first in that case).
import { addDays, zonedDateTime, zonedInstant } from '@core/scheduling/local-date.ts';
import { minutesOfDay } from '@core/time-of-day.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from '../server/db/open-database.ts';
import { DATABASE_THREAD_TASKS } from '../server/features/appointments/database-thread-tasks.ts';

// Replies are read loosely: the script only picks ids and tokens out of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Call = (
  method: string,
  url: string,
  body?: unknown,
  token?: string,
) => Promise<{ status: number; json: Json }>;

const config = loadConfig();
const baseUrl = process.env.SEED_URL ?? `http://127.0.0.1:${config.PORT}`;
const stamp = Date.now().toString(36).slice(-5);
const password = 'agendei123';
const TZ = 'America/Sao_Paulo';

const PROFESSIONALS = [
  { name: 'Dra. Helena Prado', title: 'Direito de Família', color: '#783ff5' },
  { name: 'Dr. Rafael Nunes', title: 'Direito Trabalhista', color: '#02853c' },
  { name: 'Dra. Camila Rocha', title: 'Direito Tributário', color: '#e36b02' },
];
const PRODUCTS = [
  {
    name: 'Consulta inicial',
    description: 'Primeira conversa para entender o caso.',
    duration: 60,
    price: 250,
  },
  {
    name: 'Revisão de contrato',
    description: 'Análise detalhada com parecer por escrito.',
    duration: 90,
    price: 480.5,
  },
  {
    name: 'Retorno',
    description: 'Acompanhamento de um caso em andamento.',
    duration: 30,
    price: 0,
  },
];
const CLIENTS = [
  'Mariana Costa',
  'Rafael Almeida',
  'Beatriz Souza',
  'Lucas Ferreira',
  'Juliana Martins',
  'Pedro Henrique Lima',
  'Fernanda Ribeiro',
  'Gustavo Oliveira',
  'Larissa Carvalho',
  'Thiago Barbosa',
];

async function httpCall(): Promise<Call | undefined> {
  try {
    await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1500) });
  } catch {
    return undefined;
  }
  return async (method, url, body, token) => {
    const response = await fetch(baseUrl + url, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: response.status,
      json: response.status === 204 ? null : await response.json(),
    };
  };
}

async function seed(call: Call) {
  const expect = async (result: Promise<{ status: number; json: Json }>, what: string) => {
    const { status, json } = await result;
    if (status >= 400) throw new Error(`${what}: ${status} ${JSON.stringify(json)}`);
    return json;
  };
  const adminEmail = `admin.${stamp}@demo.agendei.com.br`;
  const admin = await expect(
    call('POST', '/api/auth/admin/register', {
      name: 'Marcos Prado',
      organizationName: 'Escritório Prado & Nunes',
      email: adminEmail,
      password,
    }),
    'register',
  );
  const team = [];
  for (const [i, pro] of PROFESSIONALS.entries()) {
    const email = `${['helena', 'rafael', 'camila'][i]}.${stamp}@demo.agendei.com.br`;
    const user = await expect(
      call('POST', '/api/admin/users', { ...pro, email, password }, admin.token),
      'professional',
    );
    const login = await expect(call('POST', '/api/auth/user/login', { email, password }), 'login');
    await expect(call('PATCH', '/api/user/profile', { bufferTime: 0 }, login.token), 'profile');
    for (const dayOfWeek of [1, 2, 3, 4, 5]) {
      for (const [startTime, endTime] of [
        ['09:00', '12:00'],
        ['14:00', '18:00'],
      ]) {
        await expect(
          call(
            'POST',
            '/api/availability',
            {
              dayOfWeek,
              startTime,
              endTime,
              appointmentDuration: 60,
              maxConcurrentAppointments: 1,
            },
            login.token,
          ),
          'availability',
        );
      }
    }
    for (const product of PRODUCTS)
      await expect(call('POST', '/api/products', product, login.token), 'product');
    team.push({ ...user, email, token: login.token });
  }
  const today = zonedDateTime(Date.now(), TZ).date;
  let created = 0;
  for (let day = -7; day <= 7; day++) {
    const date = addDays(today, day);
    if ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) continue;
    for (const [p, pro] of team.entries()) {
      for (const time of ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00']) {
        if ((day * 7 + p * 3 + minutesOfDay(time) / 60) % 3 !== 0) continue;
        const client = CLIENTS[(created + p) % CLIENTS.length]!;
        const start = new Date(zonedInstant(date, minutesOfDay(time), TZ)!).toISOString();
        const { status } = await call(
          'POST',
          '/api/appointments',
          {
            clientName: client,
            clientEmail: `${client.split(' ')[0]!.toLowerCase()}@exemplo.com.br`,
            clientPhone: `119${String(87654321 + created).slice(0, 8)}`,
            userId: pro.id,
            startTime: start,
            duration: 60,
            notes: created % 4 === 0 ? 'Trazer documentos do processo.' : null,
          },
          admin.token,
        );
        if (status === 201) created++;
      }
    }
  }
  console.log(
    `\nDemo office created with ${team.length} professionals and ${created} appointments.\n`,
  );
  console.log(`  Admin:          ${adminEmail}  /  ${password}`);
  for (const pro of team) console.log(`  Profissional:   ${pro.email}  /  ${password}`);
  console.log(`  Public page:    ${baseUrl}/book/shared/${admin.user.id}`);
  console.log(`  Personal page:  ${baseUrl}/book/personal/${team[0]!.bookingSlug}\n`);
}

const viaHttp = await httpCall();
if (viaHttp) {
  await seed(viaHttp);
} else {
  console.log(`No server at ${baseUrl}: writing to the database directly.`);
  const database = await openConfiguredDatabase(config, { threadTasks: DATABASE_THREAD_TASKS });
  const app = await buildApp({
    config: { ...config, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: 1000 },
    database,
  });
  await seed(async (method, url, body, token) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      payload: body as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.statusCode, json: response.body ? response.json() : null };
  });
  await app.close();
  await database.close();
}
