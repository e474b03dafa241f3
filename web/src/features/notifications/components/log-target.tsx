import { CalendarIcon, MailIcon, MessageCircleIcon, WebhookIcon } from 'lucide-react';
import type { LogChannel, WebhookLogDto } from '@core/schemas/notifications.ts';
import { logTarget, truncateTarget } from '../lib/webhook-log-display';

const channels: Record<LogChannel, { Icon: typeof MailIcon; label: string }> = {
  webhook: { Icon: WebhookIcon, label: 'Webhook:' },
  email: { Icon: MailIcon, label: 'E-mail:' },
  google: { Icon: CalendarIcon, label: 'Google Calendar:' },
  whatsapp: { Icon: MessageCircleIcon, label: 'WhatsApp:' },
};

/** The channel's icon and where the row goes, cut at 30 characters with the whole in a title. */
export function LogTarget({ log }: { log: WebhookLogDto }) {
  const target = logTarget(log);
  const { Icon, label } = channels[log.channel];
  return (
    <span
      className="inline-flex min-w-0 items-center gap-1.5"
      title={target ? `${label} ${target}` : undefined}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
      <span className="sr-only">{label}</span>
      <span className="truncate font-mono text-xs">{target ? truncateTarget(target) : '—'}</span>
    </span>
  );
}
