import { RefreshCwIcon } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { RECENT_ACTIVITY_LIMIT, useAuditLog } from '../api/list-audit-log';
import { ActivityItem } from './activity-item';

/** 'Atividade recente': the organization's last changes and token calls, kept for audit. */
export function ActivityCard() {
  const activity = useAuditLog();
  const refresh = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label="Atualizar atividade"
      title="Atualizar atividade"
      onClick={() => void activity.refetch()}
    >
      <RefreshCwIcon aria-hidden="true" className={cn(activity.isFetching && 'animate-spin')} />
      Atualizar
    </Button>
  );
  return (
    <SectionCard
      title="Atividade recente"
      description={`As últimas ${RECENT_ACTIVITY_LIMIT} ações da organização, inclusive as chamadas à API e ao servidor MCP.`}
      action={refresh}
    >
      <QueryState
        query={activity}
        loading="Carregando atividade..."
        error="Não foi possível carregar a atividade recente."
      >
        {(entries) =>
          entries.length === 0 ? (
            <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
              Nenhuma atividade registrada ainda.
            </p>
          ) : (
            <ol aria-label="Atividade recente" className="divide-y rounded-lg border">
              {entries.map((entry) => (
                <ActivityItem key={entry.id} entry={entry} />
              ))}
            </ol>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
