import { PageLayout } from '@/components/page-layout';

export function IntegrationsPage() {
  return (
    <PageLayout
      title="Integrações IA"
      backHref="/admin"
      description="Conecte o Agendei a outros sistemas pela API e a assistentes de IA pelo protocolo MCP."
    />
  );
}
