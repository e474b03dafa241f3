import { Badge } from '@/components/ui/badge';
import type { AuditEntryDto } from '@core/schemas/integrations.ts';
import { actionLabel, actorLabel } from '../lib/audit-display';
import { formatDateTime } from '../lib/format-dates';

const viaToken = new Set(['api', 'mcp']);

/** One audit entry: who, what, the call's detail and when. */
export function ActivityItem({ entry }: { entry: AuditEntryDto }) {
  return (
    <li className="flex flex-col gap-1.5 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Badge variant={viaToken.has(entry.actorKind) ? 'info' : 'outline'}>
            {actorLabel(entry)}
          </Badge>
          <span className="font-medium">{actionLabel(entry)}</span>
        </p>
        {entry.detail && (
          <code className="font-mono text-xs break-all text-muted-foreground">{entry.detail}</code>
        )}
      </div>
      <time
        dateTime={entry.createdAt}
        className="shrink-0 text-xs text-muted-foreground tabular-nums sm:pt-0.5 sm:text-sm"
      >
        {formatDateTime(entry.createdAt)}
      </time>
    </li>
  );
}
