import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@core/app-error.ts';
import { organizationMessages } from '@core/messages.ts';
import { AdminOrganizationDto } from '@core/schemas/organization.ts';
import { LogoUpload } from '@core/schemas/office-details.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { adminOrganizationView } from './admin-organization-view.ts';
import { findOrganization } from './organization.repository.ts';
import { deleteLogo, findLogo } from './organization-logo.repository.ts';
import { uploadLogo } from './upload-logo.ts';

const LogoParams = z.object({ logoId: z.uuid() });
/** A year: the URL names one upload, which never changes (a new upload is a new URL). */
const FOREVER = 'public, max-age=31536000, immutable';

/** The office's logo (decision 078): uploaded and removed by its admin, served to anyone. */
export const organizationLogoRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const adminView = async (organizationId: string) =>
    adminOrganizationView(db, (await findOrganization(db, organizationId))!);

  app.put(
    '/api/admin/organization/logo',
    {
      config: { access: 'admin' },
      // Base64 makes 512 KB about 683 KB of JSON.
      bodyLimit: 1024 * 1024,
      schema: { body: LogoUpload, response: { 200: AdminOrganizationDto } },
    },
    async (request) => {
      const actor = actorOf(request);
      await uploadLogo(db, actor, request.body.contentBase64);
      return adminView(actor.organizationId);
    },
  );

  app.delete(
    '/api/admin/organization/logo',
    { config: { access: 'admin' }, schema: { response: { 200: AdminOrganizationDto } } },
    async (request) => {
      const actor = actorOf(request);
      await deleteLogo(db, actor.organizationId);
      return adminView(actor.organizationId);
    },
  );

  app.get(
    '/api/booking/office-logo/:logoId',
    { config: { access: 'public' }, schema: { params: LogoParams } },
    async (request, reply) => {
      const { logoId } = request.params;
      const etag = `"${logoId}"`;
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const logo = await findLogo(db, logoId);
      if (!logo) throw new AppError('NOT_FOUND', organizationMessages.logoNotFound);
      return reply
        .type(logo.contentType)
        .header('Cache-Control', FOREVER)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .send(logo.bytes);
    },
  );
};
