import { initials, textColorOn } from '@/lib/avatar';
import { cn } from '@/lib/utils';

/**
 * The professional's initials on their colour: names them on an entry too short for the name
 * (decorative, the entry's accessible name and tooltip hold the full name).
 */
export function ProfessionalChip({
  name,
  color,
  className,
}: {
  name: string;
  color: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-professional-chip=""
      className={cn(
        'shrink-0 self-center rounded-sm px-1 text-[0.625rem] leading-4 font-semibold tracking-wide',
        className,
      )}
      style={{ backgroundColor: color, color: textColorOn(color) }}
    >
      {initials(name)}
    </span>
  );
}
