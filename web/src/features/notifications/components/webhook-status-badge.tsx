import { Badge } from '@/components/ui/badge';
import type { WebhookLogStatus } from '@core/schemas/notifications.ts';
import { statusDisplay } from '../lib/webhook-log-display';

/** Agendado, Pendente, Enviado, Falhou, Cancelado or Não enviado. */
export function WebhookStatusBadge({ status }: { status: WebhookLogStatus }) {
  const { label, tone } = statusDisplay[status];
  return <Badge variant={tone}>{label}</Badge>;
}
