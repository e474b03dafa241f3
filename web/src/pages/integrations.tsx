import { PageLayout } from '@/components/page-layout';
import { ActivityCard } from '@/features/integrations/components/activity-card';
import { IntegrationCards } from '@/features/integrations/components/integration-cards';
import { WebhookSections } from '@/features/notifications/components/webhook-sections';

export function IntegrationsPage() {
  return (
    <PageLayout
      title="Integrações IA"
      backHref="/admin"
      description="Conecte o Agendei a outros sistemas pela API e a assistentes de IA pelo protocolo MCP."
    >
      <div className="grid grid-cols-1 gap-6">
        <IntegrationCards />
        <WebhookSections scope="organization" />
        <ActivityCard />
      </div>
    </PageLayout>
  );
}
