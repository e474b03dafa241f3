import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '../../feature-deps.ts';
import {
  readSignedNotification,
  receiveReceipts,
  verifyReceiptsSubscription,
} from './whatsapp-receipts.ts';
import { receiveReplies } from './whatsapp-replies.ts';

const Params = z.object({ organizationId: z.string().max(64) });

/**
 * Meta's webhook for an organization's WhatsApp messages (public: Meta has no session; the GET
 * is checked by the verify token, every POST by its signature). The body is kept raw here, as
 * the signature covers its exact bytes. A POST brings delivery receipts and the clients'
 * button taps (decision 088), both read from the one parse of the signed body (decision 090).
 */
export const whatsappReceiptsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, events },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/whatsapp/webhook/:organizationId',
    {
      config: { access: 'public' },
      schema: {
        params: Params,
        querystring: z.object({
          'hub.mode': z.string().optional(),
          'hub.verify_token': z.string().optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const query = request.query;
      const challenge = await verifyReceiptsSubscription(db, request.params.organizationId, {
        mode: query['hub.mode'],
        verifyToken: query['hub.verify_token'],
        challenge: query['hub.challenge'],
      });
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post(
    '/api/whatsapp/webhook/:organizationId',
    { config: { access: 'public' }, schema: { params: Params }, bodyLimit: 1024 * 1024 },
    async (request) => {
      const { organizationId } = request.params;
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'] as string | undefined;
      const notification = await readSignedNotification(db, organizationId, { raw, signature });
      const receipts = await receiveReceipts(db, organizationId, notification);
      const replies = await receiveReplies({ db, events }, organizationId, notification);
      return replies.received ? { ...receipts, replies } : receipts;
    },
  );
};
