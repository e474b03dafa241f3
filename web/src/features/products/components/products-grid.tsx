import { PackageIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteProduct } from '@/features/products/api/delete-product';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { productsMessages } from '@core/messages.ts';
import type { ProductDto } from '@core/schemas/products.ts';
import { ProductCard } from './product-card';

type ProductsGridProps = { products: ProductDto[]; onEdit: (product: ProductDto) => void };

/** The card grid with the delete confirmation, or the empty state. */
export function ProductsGrid({ products, onEdit }: ProductsGridProps) {
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<ProductDto | null>(null);

  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <PackageIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">Nenhum produto cadastrado ainda</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Crie seu primeiro produto ou serviço para que os clientes possam escolhê-lo ao agendar.
        </p>
      </div>
    );
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess('Produto removido', `${deleting.name} foi removido.`);
    } catch (error) {
      notifyFailure(error, { title: 'Erro', fallback: productsMessages.deleteError });
    }
  };

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} onEdit={onEdit} onDelete={setDeleting} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir produto?"
        description={`${deleting?.name ?? ''} deixará de aparecer na página de agendamento. Agendamentos já feitos mantêm o nome do produto.`}
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
