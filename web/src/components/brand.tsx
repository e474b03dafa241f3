import { CalendarCheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

type BrandProps = {
  className?: string;
  /** Classes of the name, e.g. to hide it where space is tight. */
  nameClassName?: string;
};

/** The product mark: icon plus the name "Agendei". */
export function Brand({ className, nameClassName }: BrandProps) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <CalendarCheckIcon className="size-4.5" aria-hidden="true" />
      </span>
      <span className={nameClassName}>Agendei</span>
    </span>
  );
}
