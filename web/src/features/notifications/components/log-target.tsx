import { MailIcon, WebhookIcon } from 'lucide-react';
import type { WebhookLogDto } from '../../../../../core/schemas/notifications.ts';
import { logTarget, truncateTarget } from '../lib/webhook-log-display';

/** The channel's icon and where the row goes, cut at 30 characters with the whole in a title. */
export function LogTarget({ log }: { log: WebhookLogDto }) {
  const target = logTarget(log);
  const Icon = log.channel === 'email' ? MailIcon : WebhookIcon;
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5" title={target || undefined}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
      <span className="sr-only">{log.channel === 'email' ? 'E-mail:' : 'Webhook:'}</span>
      <span className="truncate font-mono text-xs">{target ? truncateTarget(target) : '—'}</span>
    </span>
  );
}
