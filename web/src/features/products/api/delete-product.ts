import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import { productsPath } from './list-products';

/** DELETE /api/products/{id}: past appointments keep the product's name. */
export async function deleteProduct(id: string) {
  await apiRequest('DELETE', `${productsPath}/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => invalidateAfterChange('other'),
  });
}
