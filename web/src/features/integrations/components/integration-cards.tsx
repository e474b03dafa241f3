import { QueryState } from '@/components/query-state';
import { useIntegrationSettings } from '../api/get-integration-settings';
import { ApiCard } from './api-card';
import { McpCard } from './mcp-card';
import { SecurityTipsCard } from './security-tips-card';
import { WhatsappCard } from './whatsapp-card';

/**
 * On wide screens the API card and the security tips share a row and the MCP and WhatsApp cards
 * take the next ones whole; on a phone they stack as API, MCP, WhatsApp, tips.
 */
export function IntegrationCards() {
  const settings = useIntegrationSettings();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <QueryState
        query={settings}
        loading="Carregando integrações..."
        error="Não foi possível carregar as integrações."
      >
        {(current) => (
          <>
            <ApiCard settings={current} />
            <div className="lg:col-span-2">
              <McpCard settings={current} />
            </div>
          </>
        )}
      </QueryState>
      <div className="lg:col-span-2">
        <WhatsappCard />
      </div>
      <div className="lg:col-start-2 lg:row-start-1 [&>*]:h-full">
        <SecurityTipsCard />
      </div>
    </div>
  );
}
