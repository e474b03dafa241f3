import { PageLayout } from '@/components/page-layout';
import { WebhookSections } from '@/features/notifications/components/webhook-sections';

export function NotificationsPage() {
  return (
    <PageLayout
      title="Notificações"
      backHref="/dashboard"
      description="Escolha como e quando você e seus sistemas são avisados sobre os agendamentos."
    >
      <WebhookSections scope="user" />
    </PageLayout>
  );
}
