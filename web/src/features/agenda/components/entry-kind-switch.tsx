import { CalendarPlusIcon, LockIcon } from 'lucide-react';
import { blocksMessages } from '@core/messages.ts';
import { cn } from '@/lib/utils';

type EntryKind = 'appointment' | 'block';

/** 'Agendamento' or 'Bloqueio' at the top of 'Novo Agendamento': which form the dialog shows. */
export function EntryKindSwitch({
  value,
  onChange,
}: {
  value: EntryKind;
  onChange: (kind: EntryKind) => void;
}) {
  const options = [
    { kind: 'appointment' as const, label: blocksMessages.kindAppointment, Icon: CalendarPlusIcon },
    { kind: 'block' as const, label: blocksMessages.kindBlock, Icon: LockIcon },
  ];
  return (
    <div
      role="radiogroup"
      aria-label="Tipo"
      className="grid grid-cols-2 gap-1 rounded-lg border p-1"
    >
      {options.map(({ kind, label, Icon }) => (
        <button
          key={kind}
          type="button"
          role="radio"
          aria-checked={value === kind}
          onClick={() => value !== kind && onChange(kind)}
          className={cn(
            'flex min-h-9 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            value === kind
              ? 'bg-primary text-primary-foreground shadow-xs'
              : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
