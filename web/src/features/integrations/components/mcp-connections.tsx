import { useId } from 'react';
import { QueryState } from '@/components/query-state';
import { useMcpConnections } from '../api/list-mcp-connections';
import { formatDateTime } from '../lib/format-dates';
import { RevokeConnectionButton } from './revoke-connection-button';

/** 'Assistentes conectados': each assistant an admin connected by signing in, revocable. */
export function McpConnections() {
  const connections = useMcpConnections();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h3 id={titleId} className="text-sm font-medium">
        Assistentes conectados
      </h3>
      <QueryState
        query={connections}
        loading="Carregando assistentes conectados..."
        error="Não foi possível carregar os assistentes conectados."
      >
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
              Nenhum assistente conectado. Adicione o endereço do servidor no seu assistente de IA e
              entre com sua conta do Agendei.
            </p>
          ) : (
            <ul aria-labelledby={titleId} className="divide-y rounded-lg border">
              {list.map((connection) => (
                <li
                  key={connection.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
                >
                  <div className="grid min-w-0 gap-0.5 text-sm">
                    <p className="font-medium break-words">{connection.clientName}</p>
                    <p className="text-xs text-muted-foreground">
                      Conectado em {formatDateTime(connection.connectedAt)} por{' '}
                      {connection.connectedBy}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {connection.lastUsedAt
                        ? `Último uso em ${formatDateTime(connection.lastUsedAt)}`
                        : 'Ainda não usado'}
                    </p>
                  </div>
                  <RevokeConnectionButton connection={connection} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
