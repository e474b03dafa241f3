import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IntakeOrderInput,
  IntakeQuestionDto,
  IntakeQuestionIdParams,
  IntakeQuestionInput,
} from '@core/schemas/intake.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listIntakeQuestions } from './intake-questions.repository.ts';
import {
  removeIntakeQuestion,
  reorderIntakeQuestions,
  saveIntakeQuestion,
} from './save-intake-question.ts';

/** 'Perguntas do agendamento' (issue 36, decision 084): an office setting, the admin's alone. */
export const intakeQuestionsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const config = { access: 'admin' as const };
  const list = { response: { 200: z.array(IntakeQuestionDto) } };

  app.get('/api/admin/intake-questions', { config, schema: list }, async (request) =>
    listIntakeQuestions(db, actorOf(request).organizationId),
  );

  app.post(
    '/api/admin/intake-questions',
    { config, schema: { body: IntakeQuestionInput, response: { 201: IntakeQuestionDto } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await saveIntakeQuestion(db, { actor: actorOf(request), input: request.body })),
  );

  app.put(
    '/api/admin/intake-questions/order',
    { config, schema: { body: IntakeOrderInput, ...list } },
    async (request) =>
      reorderIntakeQuestions(db, { actor: actorOf(request), ids: request.body.ids }),
  );

  app.put(
    '/api/admin/intake-questions/:id',
    {
      config,
      schema: {
        params: IntakeQuestionIdParams,
        body: IntakeQuestionInput,
        response: { 200: IntakeQuestionDto },
      },
    },
    async (request) =>
      saveIntakeQuestion(db, {
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/intake-questions/:id',
    { config, schema: { params: IntakeQuestionIdParams } },
    async (request, reply) => {
      await removeIntakeQuestion(db, { actor: actorOf(request), id: request.params.id });
      return reply.status(204).send();
    },
  );
};
