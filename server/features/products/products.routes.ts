import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateProductInput,
  ProductDto,
  ProductIdParams,
  PublicProductsParams,
  UpdateProductInput,
} from '@core/schemas/products.ts';
import { TargetUserQuery } from '@core/schemas/users.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createProduct } from './create-product.ts';
import { listProducts } from './list-products.ts';
import { listPublicProducts } from './list-public-products.ts';
import { removeProduct } from './remove-product.ts';
import { updateProduct } from './update-product.ts';

const ProductList = z.array(ProductDto);

export const productsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, events }) => {
  app.get(
    '/api/products',
    {
      config: { access: 'user' },
      schema: { querystring: TargetUserQuery, response: { 200: ProductList } },
    },
    async (request) => listProducts(db, { actor: actorOf(request), userId: request.query.userId }),
  );

  // Public: the booking page lists a professional's active products without a login.
  app.get(
    '/api/products/:userId',
    {
      config: { access: 'public' },
      schema: { params: PublicProductsParams, response: { 200: ProductList } },
    },
    async (request) => listPublicProducts(db, { userId: request.params.userId }),
  );

  app.post(
    '/api/products',
    {
      config: { access: 'member' },
      schema: { body: CreateProductInput, response: { 201: ProductDto } },
    },
    async (request, reply) => {
      const product = await createProduct(db, {
        events,
        actor: actorOf(request),
        input: request.body,
      });
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/api/products/:id',
    {
      config: { access: 'member' },
      schema: { params: ProductIdParams, body: UpdateProductInput, response: { 200: ProductDto } },
    },
    async (request) =>
      updateProduct(db, {
        events,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/products/:id',
    { config: { access: 'member' }, schema: { params: ProductIdParams } },
    async (request, reply) => {
      await removeProduct(db, {
        events,
        actor: actorOf(request),
        id: request.params.id,
      });
      return reply.status(204).send();
    },
  );
};
