import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { ProductDto } from '../../../../../core/schemas/products.ts';

export const productsPath = '/api/products';

/** GET /api/products: the signed-in user's products and services, active or not. */
export function fetchProducts() {
  return apiJson<ProductDto[]>('GET', productsPath);
}

export const productsQueryOptions = () =>
  queryOptions({ queryKey: [productsPath], queryFn: fetchProducts, ...cacheTiers.moderate });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
