import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { ProductDto } from '@core/schemas/products.ts';

export const productsPath = '/api/products';

/** GET /api/products: the signed-in user's products, or (admins, `userId`) a professional's. */
export function fetchProducts(userId?: string) {
  const query = userId ? `?userId=${encodeURIComponent(userId)}` : '';
  return apiJson<ProductDto[]>('GET', `${productsPath}${query}`);
}

export const productsQueryOptions = (userId?: string) =>
  queryOptions({
    queryKey: userId ? [productsPath, userId] : [productsPath],
    queryFn: () => fetchProducts(userId),
    ...cacheTiers.moderate,
  });

export function useProducts(userId?: string) {
  return useQuery(productsQueryOptions(userId));
}
