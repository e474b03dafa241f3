import { SendIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { WebhookLogDto } from '@core/schemas/notifications.ts';
import { formatReminder } from '../lib/reminder-times';
import { eventLabel, formatDateTime, payloadFacts } from '../lib/webhook-log-display';
import { LogTarget } from './log-target';
import { WebhookStatusBadge } from './webhook-status-badge';

type ScheduledWebhookItemProps = {
  log: WebhookLogDto;
  busy: boolean;
  onProcess: () => void;
  onDelete: () => void;
};

/** One upcoming delivery: what, for whom, when, where to, and 'Enviar agora' / 'Remover'. */
export function ScheduledWebhookItem({
  log,
  busy,
  onProcess,
  onDelete,
}: ScheduledWebhookItemProps) {
  const facts = payloadFacts(log);
  const title = facts.reminderMinutes
    ? `${eventLabel(log.event)} · ${formatReminder(facts.reminderMinutes)}`
    : eventLabel(log.event);
  const client = facts.clientName ?? 'Cliente';
  return (
    <li className="grid grid-cols-1 gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{title}</p>
          <WebhookStatusBadge status={log.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {client}
          {facts.professionalName && ` · com ${facts.professionalName}`}
          {facts.startTime && ` · agendamento em ${formatDateTime(facts.startTime)}`}
        </p>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span>
            Envio: <time dateTime={log.scheduledFor}>{formatDateTime(log.scheduledFor)}</time>
          </span>
          <LogTarget log={log} />
        </div>
      </div>
      <div className="flex gap-2 max-sm:[&>button]:flex-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={onProcess}
          aria-label={`Enviar agora: ${title}, ${client}`}
        >
          <SendIcon aria-hidden="true" />
          Enviar agora
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={onDelete}
          aria-label={`Remover: ${title}, ${client}`}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2Icon aria-hidden="true" />
          Remover
        </Button>
      </div>
    </li>
  );
}
