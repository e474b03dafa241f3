import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PageLayout } from '@/components/page-layout';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useTargetUser } from '@/features/admin/lib/use-target-user';
import { useProducts } from '@/features/products/api/list-products';
import {
  ProductFormDialog,
  type ProductFormTarget,
} from '@/features/products/components/product-form-dialog';
import { ProductsGrid } from '@/features/products/components/products-grid';

export function ProductsPage() {
  const { userId, name } = useTargetUser();
  const products = useProducts(userId);
  const [target, setTarget] = useState<ProductFormTarget>(null);

  return (
    <PageLayout
      title={userId ? `Produtos & Serviços de ${name ?? '...'}` : 'Produtos & Serviços'}
      backHref={userId ? '/admin' : '/dashboard'}
      description={
        userId
          ? 'Cadastre os serviços que os clientes podem agendar com este profissional.'
          : 'Cadastre os serviços que seus clientes podem agendar.'
      }
    >
      <div className="grid gap-6">
        <div className="flex justify-end">
          <Button onClick={() => setTarget('new')} className="max-sm:w-full">
            <PlusIcon aria-hidden="true" />
            Novo Produto
          </Button>
        </div>
        <QueryState
          query={products}
          loading="Carregando produtos..."
          error="Não foi possível carregar os produtos."
        >
          {(list) => <ProductsGrid products={list} onEdit={setTarget} />}
        </QueryState>
      </div>
      <ProductFormDialog target={target} onClose={() => setTarget(null)} userId={userId} />
    </PageLayout>
  );
}
