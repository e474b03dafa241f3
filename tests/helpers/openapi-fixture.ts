import fc from 'fast-check';
import { apiOrganization } from './api-v1.ts';
import { v1Document } from './openapi-document.ts';
import { bearer } from './factories.ts';
import { type Operation, operationsOf, schemaCheck } from './openapi-requests.ts';
import type { Hints } from './openapi-values.ts';
import { at, dateAhead } from './scheduling.ts';
import { type TestApp, createTestApp } from './test-app.ts';

export interface OpenApiFixture {
  t: TestApp;
  token: string;
  operations: Operation[];
  hints: Hints;
  check: ReturnType<typeof schemaCheck>;
}

/**
 * The real app with an API organization whose ids exist (a professional, a product, an
 * appointment, a webhook, a block), so generated requests reach the rules behind the schema and not only
 * 404s; and the REST v1 document's operations, read live from /api/v1/openapi.json.
 */
export async function openApiFixture(): Promise<OpenApiFixture> {
  const t = await createTestApp({
    API_RATE_LIMIT_PER_MINUTE: 100_000,
    WEBHOOK_ALLOW_PRIVATE: true,
  });
  const check = schemaCheck();
  const organization = await apiOrganization(t);
  const token = organization.token;
  const v1 = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const product = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(organization.pro.token),
    payload: { name: 'Consulta', duration: 30 },
  });
  const appointment = await v1('/api/v1/appointments', {
    userId: organization.pro.id,
    clientName: 'Rita Prado',
    clientEmail: 'rita@example.com',
    startTime: at(dateAhead(2), '10:00'),
  });
  const webhook = await v1('/api/v1/webhooks', {
    url: 'https://hooks.example.com/agendei',
    events: ['appointment.created'],
  });
  // Blocks before the opening hours: a generated PATCH or DELETE finds one often enough.
  const blockIds: string[] = [];
  for (const day of [1, 2]) {
    const block = await v1('/api/v1/blocks', {
      title: 'Audiência',
      startTime: at(dateAhead(day), '07:00'),
      endTime: at(dateAhead(day), '07:30'),
      userIds: [organization.pro.id],
    });
    blockIds.push(block.json().blocks[0].id as string);
  }
  const ids = [
    organization.pro.id,
    organization.admin.user.id,
    product,
    appointment,
    webhook,
    ...blockIds,
  ].map((item) => (typeof item === 'string' ? item : (item.json().id as string)));
  const openingHours = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
  const hints: Hints = {
    formats: {
      uuid: fc.constantFrom(...ids),
      'date-time': fc
        .tuple(fc.integer({ min: 0, max: 20 }), fc.constantFrom(...openingHours))
        .map(([days, time]) => at(dateAhead(days), time)),
      date: fc.integer({ min: 0, max: 40 }).map((days) => dateAhead(days)),
    },
    names: {
      userId: [organization.pro.id],
      professionalId: [organization.pro.id],
      productId: [ids[2], null],
      clientPhone: ['(11) 91234-5678', '11 3456-7890', null],
      duration: [30, 60],
      // A start and an end that make a valid pair, whichever of each is drawn (blocks and
      // appointments both take two instants).
      startTime: [at(dateAhead(2), '09:00'), at(dateAhead(2), '10:00')],
      endTime: [at(dateAhead(2), '10:30'), at(dateAhead(2), '11:30')],
      title: ['Audiência', 'Compromisso'],
    },
    accepts: check,
  };
  const document = (await v1Document(t)).inline;
  return { t, token, operations: operationsOf(document), hints, check };
}
