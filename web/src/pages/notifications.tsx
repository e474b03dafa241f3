import { PageLayout } from '@/components/page-layout';

export function NotificationsPage() {
  return (
    <PageLayout
      title="Notificações"
      backHref="/dashboard"
      description="Escolha como e quando você e seus sistemas são avisados sobre os agendamentos."
    />
  );
}
