import { PageLayout } from '@/components/page-layout';

export function ProductsPage() {
  return (
    <PageLayout
      title="Produtos & Serviços"
      backHref="/dashboard"
      description="Cadastre os serviços que seus clientes podem agendar."
    />
  );
}
