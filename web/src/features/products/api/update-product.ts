import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { ProductDto, UpdateProductInput } from '@core/schemas/products.ts';
import { productsPath } from './list-products';

export type UpdateProductBody = z.input<typeof UpdateProductInput>;

/** PUT /api/products/{id}: absent fields keep their current value. */
export function updateProduct({ id, body }: { id: string; body: UpdateProductBody }) {
  return apiJson<ProductDto>('PUT', `${productsPath}/${encodeURIComponent(id)}`, body);
}

export function useUpdateProduct() {
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => invalidateAfterChange('other'),
  });
}
