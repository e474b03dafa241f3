import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteButton } from '@/components/icon-buttons';
import { Badge } from '@/components/ui/badge';
import { notifySuccess } from '@/lib/notify';
import { waitlistMessages as m } from '@core/messages.ts';
import { formatPhone } from '@core/phone.ts';
import type { WaitlistEntryDto, WaitlistStatus } from '@core/schemas/waitlist.ts';
import { useRemoveWaitlistEntry } from '../api/office-waitlist';

const BADGE: Record<WaitlistStatus, 'info' | 'default' | 'success' | 'secondary'> = {
  waiting: 'info',
  offered: 'default',
  booked: 'success',
  expired: 'secondary',
};

const brDate = (date: string) => date.split('-').reverse().join('/');
const weekday = (date: string) =>
  new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** The entries grouped by day, first in line first, each with its state and 'Remover'. */
export function WaitlistList({ entries }: { entries: WaitlistEntryDto[] }) {
  const remove = useRemoveWaitlistEntry();
  const [target, setTarget] = useState<WaitlistEntryDto>();
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{m.listEmpty}</p>;
  const days = [...new Set(entries.map((entry) => entry.date))];
  return (
    <div className="grid gap-6">
      {days.map((day) => (
        <section key={day} aria-labelledby={`waitlist-${day}`} className="grid gap-2">
          <h2 id={`waitlist-${day}`} className="text-base font-semibold">
            {brDate(day)}{' '}
            <span className="font-normal text-muted-foreground">({weekday(day)})</span>
          </h2>
          <ul className="grid gap-2">
            {entries
              .filter((entry) => entry.date === day)
              .map((entry, index) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-card p-3"
                >
                  <span className="w-6 text-sm text-muted-foreground tabular-nums">
                    {index + 1}º
                  </span>
                  <div className="grid min-w-0 flex-1 basis-52 gap-0.5">
                    <span className="font-medium">{entry.clientName}</span>
                    <span className="text-sm break-all text-muted-foreground">
                      {entry.clientEmail}
                    </span>
                    {entry.clientPhone && (
                      <span className="text-sm text-muted-foreground">
                        {formatPhone(entry.clientPhone)}
                      </span>
                    )}
                    <span className="text-sm text-muted-foreground">
                      {entry.professionalName}
                      {entry.productName ? ` · ${entry.productName}` : ''}
                    </span>
                  </div>
                  <Badge variant={BADGE[entry.status]}>{m.status[entry.status]}</Badge>
                  <DeleteButton
                    label={`Remover ${entry.clientName} da lista de espera`}
                    onClick={() => setTarget(entry)}
                  />
                </li>
              ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        open={target !== undefined}
        onOpenChange={(open) => !open && setTarget(undefined)}
        title="Remover da lista de espera?"
        description={
          target ? `${target.clientName} não será mais avisado sobre ${brDate(target.date)}.` : ''
        }
        confirmLabel="Remover"
        pendingLabel="Removendo..."
        pending={remove.isPending}
        onConfirm={async () => {
          await remove.mutateAsync(target!.id);
          notifySuccess(m.entryRemoved);
        }}
      />
    </div>
  );
}
