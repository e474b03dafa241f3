import { CheckCheckIcon, CheckIcon, MailWarningIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { WebhookLogDto } from '@core/schemas/notifications.ts';
import { formatReminder } from '../lib/reminder-times';
import {
  deliveryLabel,
  eventLabel,
  formatDateTime,
  logHttpStatus,
  logTime,
  payloadFacts,
} from '../lib/webhook-log-display';
import { LogTarget } from './log-target';
import { ScrollRegion } from './scroll-region';
import { WebhookStatusBadge } from './webhook-status-badge';

const cell = 'px-3 py-3 align-top first:pl-4 last:pr-4';
const columns = ['Evento', 'Status', 'Destino', 'HTTP', 'Data'];

function EventCell({ log }: { log: WebhookLogDto }) {
  const facts = payloadFacts(log);
  const details = [
    facts.reminderMinutes && formatReminder(facts.reminderMinutes),
    facts.clientName ?? facts.blockTitle,
  ].filter(Boolean);
  return (
    <>
      <p className="font-medium">{eventLabel(log.event)}</p>
      {details.length > 0 && <p className="text-xs text-muted-foreground">{details.join(' · ')}</p>}
      {log.status === 'failed' && log.error && (
        <p className="mt-1 text-xs text-destructive">{log.error}</p>
      )}
    </>
  );
}

/** A test is repeated with its own button; every other failed delivery can go out once more. */
const resendable = (log: WebhookLogDto) => log.status === 'failed' && !log.event.endsWith('.test');

/** Why a row was not sent, under its status: 'Não enviado' / 'e-mail não configurado…'. */
function NotSentReason({ log }: { log: WebhookLogDto }) {
  if (log.status !== 'not_sent' || !log.error) return null;
  return (
    <p className="mt-1 flex max-w-40 items-start gap-1 text-xs text-muted-foreground">
      <MailWarningIcon aria-hidden="true" className="mt-px size-3.5 shrink-0 text-warning" />
      {log.error}
    </p>
  );
}

/** 'Entregue' or 'Lida' under a WhatsApp message's status, from WhatsApp's receipts. */
function DeliveryState({ log }: { log: WebhookLogDto }) {
  const label = deliveryLabel(log);
  if (!label) return null;
  const Icon = label === 'Lida' ? CheckCheckIcon : CheckIcon;
  return (
    <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
      <Icon aria-hidden="true" className="size-3.5 text-success" />
      {label}
    </p>
  );
}

type ResendProps = { log: WebhookLogDto; busy: boolean; onResend: (id: string) => void };

function ResendButton({ log, busy, onResend }: ResendProps) {
  const client = payloadFacts(log).clientName;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="mt-2"
      disabled={busy}
      onClick={() => onResend(log.id)}
      aria-label={`Reenviar: ${[eventLabel(log.event), client].filter(Boolean).join(', ')}`}
      title="Envia de novo, com as configurações atuais"
    >
      <RotateCwIcon aria-hidden="true" className={busy ? 'animate-spin' : undefined} />
      {busy ? 'Reenviando...' : 'Reenviar'}
    </Button>
  );
}

type WebhookHistoryTableProps = {
  logs: WebhookLogDto[];
  /** The row being sent again, if any. */
  resendingId?: string;
  onResend: (id: string) => void;
};

/**
 * The history rows in a 400 px scroll area that also scrolls sideways on phones (SPEC §2); a
 * failed delivery offers 'Reenviar' under its status.
 */
export function WebhookHistoryTable({ logs, resendingId, onResend }: WebhookHistoryTableProps) {
  return (
    <ScrollRegion label="Histórico de webhooks" className="h-[400px]">
      <table className="w-full min-w-[680px] text-sm">
        <thead className="sticky top-0 z-10 bg-muted text-left text-xs font-medium tracking-wide text-muted-foreground uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${cell} font-medium`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {logs.map((log) => (
            <tr key={log.id} className="transition-colors hover:bg-muted/40">
              <td className={`${cell} min-w-44`}>
                <EventCell log={log} />
              </td>
              <td className={cell}>
                <WebhookStatusBadge status={log.status} />
                <DeliveryState log={log} />
                <NotSentReason log={log} />
                {resendable(log) && (
                  <div>
                    <ResendButton log={log} busy={resendingId === log.id} onResend={onResend} />
                  </div>
                )}
              </td>
              <td className={`${cell} max-w-64`}>
                <LogTarget log={log} />
              </td>
              <td className={`${cell} font-mono text-xs`}>{logHttpStatus(log) ?? '—'}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={logTime(log)}>{formatDateTime(logTime(log))}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
