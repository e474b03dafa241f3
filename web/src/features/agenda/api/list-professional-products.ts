import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { ProductDto } from '@core/schemas/products.ts';

const productsPath = '/api/products';

/** GET /api/products[?userId]: a professional's products (an admin's pick, or one's own). */
export function fetchProfessionalProducts(userId?: string) {
  const query = userId ? `?userId=${encodeURIComponent(userId)}` : '';
  return apiJson<ProductDto[]>('GET', `${productsPath}${query}`);
}

export const professionalProductsQueryOptions = (userId?: string) =>
  queryOptions({
    queryKey: [productsPath, 'for-booking', userId ?? 'own'],
    queryFn: () => fetchProfessionalProducts(userId),
    // Only active products can be booked.
    select: (products) => products.filter((product) => product.isActive),
    ...cacheTiers.moderate,
  });

/** The active products offered for a new appointment; off until a professional is chosen. */
export function useProfessionalProducts(userId: string | undefined, enabled: boolean) {
  return useQuery({ ...professionalProductsQueryOptions(userId), enabled });
}
