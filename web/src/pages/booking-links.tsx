import { PageLayout } from '@/components/page-layout';

export function BookingLinksPage() {
  return (
    <PageLayout
      title="Links de Agendamento"
      backHref="/user-dashboard"
      description="Compartilhe seu link pessoal e o link da equipe com seus clientes."
    />
  );
}
