import { RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type ListToolbarProps = {
  /** e.g. '12 envios agendados'; empty while the list loads. */
  summary: string;
  /** Names the refresh button, e.g. 'Atualizar histórico'. */
  refreshLabel: string;
  refreshing: boolean;
  onRefresh: () => void;
};

/** Above a list: how many rows it holds, and a button that reloads it now. */
export function ListToolbar({ summary, refreshLabel, refreshing, onRefresh }: ListToolbarProps) {
  return (
    <div className="-mr-3 mb-3 flex min-h-9 items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">{summary}</p>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={refreshLabel}
        title={refreshLabel}
        onClick={onRefresh}
      >
        <RefreshCwIcon aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
        Atualizar
      </Button>
    </div>
  );
}

/** '1 envio agendado', '3 envios agendados'. */
export const countOf = (count: number | undefined, one: string, many: string) =>
  count === undefined ? '' : `${count} ${count === 1 ? one : many}`;
