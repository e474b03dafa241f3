import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { CreateProductInput, ProductDto } from '@core/schemas/products.ts';
import { productsPath } from './list-products';

export type CreateProductBody = z.input<typeof CreateProductInput>;

/** POST /api/products: `price` in BRL (150.5), stored as integer centavos. */
export function createProduct(body: CreateProductBody) {
  return apiJson<ProductDto>('POST', productsPath, body);
}

export function useCreateProduct() {
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => invalidateAfterChange('other'),
  });
}
