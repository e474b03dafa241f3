import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateWebhookSubscriptionInput,
  CreatedWebhookSubscriptionDto,
  WebhookSubscriptionDto,
  WebhookSubscriptionIdParams,
} from '@core/schemas/webhook-subscriptions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createWebhookSubscription } from '../features/notifications/create-webhook-subscription.ts';
import { deleteWebhookSubscription } from '../features/notifications/delete-webhook-subscription.ts';
import { listWebhookSubscriptions } from '../features/notifications/list-webhook-subscriptions.ts';
import { NoContent, tokenActorOf, v1Route } from './v1-route.ts';

/**
 * Webhook subscriptions for integration platforms: each one its own URL, events and signing
 * secret, delivered like the screens' webhooks (decision 032).
 */
export const webhooksV1: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db } = deps;
  const { config, tags, errors, writeErrors } = v1Route(deps.config, 'Webhooks');

  app.get(
    '/api/v1/webhooks',
    {
      config,
      schema: {
        tags,
        operationId: 'listWebhooks',
        summary: 'Inscrições de webhook da organização (sem os segredos)',
        response: { 200: z.array(WebhookSubscriptionDto), ...errors },
      },
    },
    async (request) => listWebhookSubscriptions(db, { actor: tokenActorOf(request) }),
  );

  app.post(
    '/api/v1/webhooks',
    {
      config,
      schema: {
        tags,
        operationId: 'createWebhook',
        summary: 'Inscreve uma URL nos eventos dos agendamentos',
        description:
          'Cada entrega é um POST JSON assinado com o `secret` desta inscrição, mostrado só nesta ' +
          'resposta. No máximo 20 inscrições por organização e uma por URL: repetir a criação ' +
          'da mesma URL é 409 (remova e crie de novo para trocar o segredo). As entregas ' +
          'aparecem no histórico de webhooks do administrador.',
        body: CreateWebhookSubscriptionInput,
        response: { 201: CreatedWebhookSubscriptionDto, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await createWebhookSubscription(db, {
        actor: tokenActorOf(request),
        input: request.body,
        allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE,
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/v1/webhooks/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'deleteWebhook',
        summary: 'Remove uma inscrição; o que ela ainda ia entregar é cancelado',
        params: WebhookSubscriptionIdParams,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteWebhookSubscription(db, { actor: tokenActorOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
