import { CopyButton } from '@/components/copy-button';
import { MCP_TOKEN_PLACEHOLDER, mcpClientConfig } from '../lib/integration-urls';

/** The `mcpServers` entry to paste into an assistant, with the new token when there is one. */
export function McpClientConfig({ origin, token }: { origin: string; token?: string }) {
  const config = mcpClientConfig(origin, token);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">Configuração do cliente</h3>
        <CopyButton
          text={config}
          label="Copiar configuração do cliente MCP"
          copiedToast={{ title: 'Configuração copiada!' }}
        />
      </div>
      {/* Wrapped, not scrolled: the whole token stays in sight on a phone too. */}
      <pre className="rounded-lg border bg-muted/50 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap wrap-anywhere">
        {config}
      </pre>
      <p className="text-xs text-muted-foreground">
        Cole na configuração de servidores MCP do seu assistente de IA (formato mcpServers).{' '}
        {token ? (
          'Ela já traz o token que você acabou de gerar.'
        ) : (
          <>
            Troque <code className="font-mono">{MCP_TOKEN_PLACEHOLDER}</code> pelo seu token MCP.
          </>
        )}
      </p>
    </div>
  );
}
