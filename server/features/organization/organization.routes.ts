import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOrganizationDto, UpdateOrganizationInput } from '@core/schemas/organization.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { adminOrganizationView } from './admin-organization-view.ts';
import { findOrganization } from './organization.repository.ts';
import { updateOwnOrganization } from './update-organization.ts';

export const organizationRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, events },
) => {
  app.get(
    '/api/admin/organization',
    { config: { access: 'admin' }, schema: { response: { 200: AdminOrganizationDto } } },
    async (request) =>
      adminOrganizationView(db, (await findOrganization(db, actorOf(request).organizationId))!),
  );

  app.patch(
    '/api/admin/organization',
    {
      config: { access: 'admin' },
      schema: { body: UpdateOrganizationInput, response: { 200: AdminOrganizationDto } },
    },
    async (request) =>
      adminOrganizationView(
        db,
        await updateOwnOrganization(db, { actor: actorOf(request), input: request.body, events }),
      ),
  );
};
