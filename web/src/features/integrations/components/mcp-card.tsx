import { SectionCard } from '@/components/section-card';
import type { IntegrationSettingsDto } from '@core/schemas/integrations.ts';
import { mcpEndpointUrl } from '../lib/integration-urls';
import { useTokenGenerator } from '../lib/use-token-generator';
import { CopyableValue } from './copyable-value';
import { IntegrationControls } from './integration-controls';
import { McpClientConfig } from './mcp-client-config';
import { McpConnections } from './mcp-connections';
import { McpToolsList } from './mcp-tools-list';

/**
 * 'Servidor MCP': the switch, the token (regenerable), the endpoint, the assistants connected by
 * signing in, a client setup, the tools.
 */
export function McpCard({ settings }: { settings: IntegrationSettingsDto }) {
  const generator = useTokenGenerator('mcp');
  const origin = window.location.origin;
  return (
    <SectionCard
      title="Servidor MCP (assistentes de IA)"
      description="Deixe assistentes de IA consultarem horários e marcarem, remarcarem ou cancelarem agendamentos."
      contentClassName="grid grid-cols-1 items-start gap-6 lg:grid-cols-2 lg:gap-8"
    >
      <div className="grid grid-cols-1 gap-6">
        <IntegrationControls kind="mcp" settings={settings} generator={generator} />
        <CopyableValue
          label="Endereço do servidor"
          value={mcpEndpointUrl(origin)}
          copyLabel="Copiar endereço do servidor MCP"
          hint="Adicione este endereço ao Claude, ao ChatGPT ou a outro assistente com MCP: ele pede para você entrar com sua conta do Agendei. Também aceita um token MCP no cabeçalho Authorization: Bearer."
        />
        <McpConnections />
      </div>
      <div className="grid grid-cols-1 gap-6">
        <McpClientConfig origin={origin} token={generator.secret} />
        <McpToolsList />
      </div>
    </SectionCard>
  );
}
