import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyMessages } from '@core/messages-privacy.ts';
import {
  ClientDataExportDto,
  ClientExportQuery,
  EraseClientInput,
  EraseClientResultDto,
  RetentionSettingsDto,
  UpdateRetentionInput,
} from '@core/schemas/privacy.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { clientDataCsv } from './client-data-csv.ts';
import { eraseClientData } from './erase-client-data.ts';
import { exportClientData } from './export-client-data.ts';
import { getRetentionSettings, saveRetentionSettings } from './retention-settings.ts';

/** 'dados-do-cliente-2026-05-04.json': no personal data in a file name. */
const fileName = (format: string, now: Date) =>
  `dados-do-cliente-${now.toISOString().slice(0, 10)}.${format}`;

/** LGPD: an admin exports or erases what the organization stores about one client e-mail. */
export const privacyRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, events }) => {
  app.get(
    '/api/privacy/clients/export',
    {
      config: { access: 'admin' },
      schema: { querystring: ClientExportQuery, response: { 200: ClientDataExportDto } },
    },
    async (request, reply) => {
      const { email, format } = request.query;
      const data = await exportClientData(db, { actor: actorOf(request), email, format });
      reply
        .header('content-disposition', `attachment; filename="${fileName(format, new Date())}"`)
        .header('cache-control', 'no-store');
      if (format === 'json') return data;
      // A Buffer skips the JSON serializer (and its schema): the spreadsheet goes out as written.
      return reply.type('text/csv; charset=utf-8').send(clientDataCsv(data) as never);
    },
  );

  app.post(
    '/api/privacy/clients/erase',
    {
      config: { access: 'admin' },
      schema: { body: EraseClientInput, response: { 200: EraseClientResultDto } },
    },
    async (request) => {
      const counts = await eraseClientData(db, {
        actor: actorOf(request),
        email: request.body.email,
        events,
      });
      const records = counts.notifications + counts.emails + counts.auditEntries;
      return { ...counts, message: privacyMessages.erased(counts.appointments, records) };
    },
  );

  app.get(
    '/api/privacy/retention',
    { config: { access: 'admin' }, schema: { response: { 200: RetentionSettingsDto } } },
    async (request) => getRetentionSettings(db, { actor: actorOf(request) }),
  );

  app.put(
    '/api/privacy/retention',
    {
      config: { access: 'admin' },
      schema: { body: UpdateRetentionInput, response: { 200: RetentionSettingsDto } },
    },
    async (request) => saveRetentionSettings(db, { actor: actorOf(request), input: request.body }),
  );
};
