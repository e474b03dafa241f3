import { CalendarCheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The product mark: icon plus the name "Agendei". */
export function Brand({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <CalendarCheckIcon className="size-4.5" aria-hidden="true" />
      </span>
      Agendei
    </span>
  );
}
