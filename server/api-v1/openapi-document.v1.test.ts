import { v1Document } from '@tests/helpers/openapi-document.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { V1Error } from '@core/schemas/api-v1.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

interface Operation {
  operationId?: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; description?: string; schema: Schema }>;
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: { 'application/json': { schema: Schema } } }
  >;
}
type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };

let t: TestApp;
let operations: Array<[string, Operation]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document as published
let published: any;
beforeAll(async () => {
  t = await createTestApp();
  const read = await v1Document(t);
  published = read.published;
  const document = read.inline;
  operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method} ${path}`, operation]),
  ) as Array<[string, Operation]>;
});
afterAll(async () => t.close());

const operation = (name: string) => operations.find(([key]) => key === name)![1];
const parameter = (name: string, param: string) =>
  operation(name).parameters!.find((p) => p.name === param)!;
const bodyField = (name: string, field: string) =>
  operation(name).requestBody!.content['application/json'].schema.properties![field]!;
/** A field of an answer; of an answer that is one of several shapes, the shape that has it. */
const answerField = (name: string, status: string, field: string) => {
  const schema = operation(name).responses[status]!.content!['application/json'].schema;
  const shapes = (schema.anyOf as Schema[] | undefined) ?? [schema];
  return shapes.find((shape) => shape.properties?.[field])!.properties![field]!;
};

describe('the REST v1 OpenAPI document', () => {
  it('names every operation with a stable, unique camelCase operationId', () => {
    expect(Object.fromEntries(operations.map(([key, op]) => [key, op.operationId]))).toEqual({
      'get /api/v1/professionals': 'listProfessionals',
      'get /api/v1/professionals/{userId}': 'getProfessional',
      'get /api/v1/products': 'listProducts',
      'get /api/v1/availability': 'listAvailability',
      'get /api/v1/slots': 'listSlots',
      'get /api/v1/appointments': 'listAppointments',
      'post /api/v1/appointments': 'createAppointment',
      'get /api/v1/appointments/{id}': 'getAppointment',
      'patch /api/v1/appointments/{id}': 'updateAppointment',
      'delete /api/v1/appointments/{id}': 'deleteAppointment',
      'post /api/v1/appointments/{id}/status': 'setAppointmentStatus',
      'get /api/v1/blocks': 'listBlocks',
      'post /api/v1/blocks': 'createBlock',
      'patch /api/v1/blocks/{id}': 'updateBlock',
      'delete /api/v1/blocks/{id}': 'deleteBlock',
      'get /api/v1/webhooks': 'listWebhooks',
      'post /api/v1/webhooks': 'createWebhook',
      'delete /api/v1/webhooks/{id}': 'deleteWebhook',
    });
  });

  it('gives formats to ids, instants, dates, e-mails and URLs', () => {
    expect(parameter('get /api/v1/appointments/{id}', 'id').schema.format).toBe('uuid');
    // A list bound is a day or an instant: said in words, no single format.
    expect(parameter('get /api/v1/appointments', 'from').description).toMatch(
      /AAAA-MM-DD.*instante ISO 8601/,
    );
    expect(parameter('get /api/v1/slots', 'to').schema.format).toBe('date');
    expect(bodyField('post /api/v1/appointments', 'startTime').format).toBe('date-time');
    expect(bodyField('post /api/v1/appointments', 'clientEmail').format).toBe('email');
    expect(bodyField('patch /api/v1/appointments/{id}', 'endTime').format).toBe('date-time');
    expect(bodyField('post /api/v1/webhooks', 'url').format).toBe('uri');
    const created = 'post /api/v1/appointments';
    expect(answerField(created, '201', 'id').format).toBe('uuid');
    expect(answerField(created, '201', 'startTime').format).toBe('date-time');
    expect(answerField(created, '201', 'createdAt').format).toBe('date-time');
    // With recurrence, the 201 is the series: its occurrences and the dates skipped.
    expect(answerField(created, '201', 'skipped')).toMatchObject({ type: 'array' });
    expect(answerField(created, '201', 'appointments')).toMatchObject({ type: 'array' });
    expect(bodyField(created, 'recurrence').description).toContain('409 com `clashes`');
  });

  it('documents the limits the server enforces, with examples', () => {
    expect(parameter('get /api/v1/slots', 'to').description).toContain('92 dias');
    expect(parameter('get /api/v1/appointments', 'from').description).toContain('397 dias');
    expect(parameter('get /api/v1/appointments', 'limit').schema).toMatchObject({ maximum: 200 });
    const create = 'post /api/v1/appointments';
    expect(bodyField(create, 'duration')).toMatchObject({ minimum: 1, maximum: 1440 });
    expect(bodyField(create, 'clientName')).toMatchObject({ maxLength: 120 });
    expect(bodyField(create, 'startTime')).toMatchObject({ maxLength: 40 });
    expect(bodyField(create, 'startTime').example).toEqual(expect.any(String));
    expect(bodyField(create, 'startTime').description).toContain('OUTSIDE_AVAILABILITY');
    expect(bodyField(create, 'startTime').description).toContain('01/01/2000 até 5 anos');
    expect(bodyField(create, 'allowOutsideAvailability')).toMatchObject({ type: 'boolean' });
    expect(bodyField('post /api/v1/webhooks', 'events')).toMatchObject({
      minItems: 1,
      uniqueItems: true,
    });
    for (const write of [create, 'patch /api/v1/appointments/{id}', 'post /api/v1/webhooks']) {
      expect(operation(write).requestBody!.content['application/json'].schema).toMatchObject({
        additionalProperties: false,
      });
    }
  });

  it("says that a booking without userId goes to the token's admin", () => {
    expect(bodyField('post /api/v1/appointments', 'userId').description).toContain(
      'administrador que gerou o token',
    );
  });

  it('declares the Idempotency-Key of the create: how it replays, refuses and how long it lives', () => {
    const key = parameter('post /api/v1/appointments', 'idempotency-key');
    expect(key).toMatchObject({ in: 'header', schema: { maxLength: 200 } });
    expect(key.description).toContain('422');
    expect(key.description).toContain('enquanto o agendamento que ela criou existir');
    expect(operation('post /api/v1/appointments').responses['200']!.headers).toHaveProperty(
      'Idempotent-Replayed',
    );
  });

  it('answers every error in the v1 error shape, and a 429 with Retry-After', () => {
    const {
      $schema: _schema,
      $ref: _ref,
      $defs,
      ...rest
    } = z.toJSONSchema(V1Error, {
      target: 'draft-2020-12',
    }) as Schema & { $defs?: Record<string, Schema> };
    const { id: _id, ...errorShape } = ($defs?.Error ?? rest) as Schema;
    expect(published.components.schemas.Error).toEqual(errorShape);
    for (const [key, op] of operations) {
      const statuses = Object.keys(op.responses);
      expect(statuses, key).toEqual(expect.arrayContaining(['401', '403', '429', '500']));
      for (const status of statuses.filter((code) => Number(code) >= 400)) {
        const path = key.split(' ');
        const answer = published.paths[path[1]!][path[0]!].responses[status];
        expect(answer.content['application/json'].schema, `${key} ${status}`).toEqual({
          $ref: '#/components/schemas/Error',
        });
        expect(answer.description, `${key} ${status}`).toEqual(expect.any(String));
      }
      expect(op.responses['429']!.headers, key).toHaveProperty('Retry-After');
    }
  });

  it('names its schemas, so generated clients get types: Appointment, Slot, Error, WebhookPayload', () => {
    const names = Object.keys(published.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining(['Appointment', 'Slot', 'Slots', 'Error', 'WebhookPayload']),
    );
    const created = published.paths['/api/v1/appointments'].post.responses['201'];
    const listed = published.paths['/api/v1/appointments'].get.responses['200'];
    expect(JSON.stringify(created)).toContain('#/components/schemas/Appointment');
    expect(JSON.stringify(listed)).toContain('#/components/schemas/Appointment');
    const blocks = published.paths['/api/v1/blocks'].get.responses['200'];
    expect(JSON.stringify(blocks)).toContain('#/components/schemas/Block');
    const slots = published.paths['/api/v1/slots'].get.responses['200'];
    expect(JSON.stringify(slots)).toContain('#/components/schemas/Slot');
  });

  it('describes what each webhook event POSTs, in a webhooks section', () => {
    expect(Object.keys(published.webhooks).sort()).toEqual([
      'appointment.cancelled',
      'appointment.confirmed',
      'appointment.created',
      'appointment.no_show',
      'appointment.reminder',
      'appointment.updated',
      'block.created',
      'block.deleted',
      'block.updated',
    ]);
    const hooks = Object.entries(published.webhooks) as Array<[string, { post: Operation }]>;
    for (const [event, hook] of hooks) {
      expect(hook.post.requestBody!.content['application/json'].schema).toEqual({
        $ref: event.startsWith('block.')
          ? '#/components/schemas/WebhookBlockPayload'
          : '#/components/schemas/WebhookPayload',
      });
    }
    const data = published.components.schemas.WebhookPayload.properties.data;
    const appointment = data.$ref ? published.components.schemas.WebhookAppointment : data;
    expect(Object.keys(appointment.properties)).toEqual(
      expect.arrayContaining(['professionalId', 'timeZone', 'previousStartTime', 'startTime']),
    );
  });
});
