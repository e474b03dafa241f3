import { initials, textColorOn } from '@/lib/avatar';
import { cn } from '@/lib/utils';
import { FALLBACK_PROFESSIONAL_COLOR } from '@core/constants.ts';

/** The professional's initials on their colour (decorative: the name is always beside it). */
export function ProfessionalAvatar({
  name,
  color,
  className,
}: {
  name: string;
  color: string;
  className?: string;
}) {
  const background = color || FALLBACK_PROFESSIONAL_COLOR;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-semibold shadow-sm',
        className,
      )}
      style={{ backgroundColor: background, color: textColorOn(background) }}
    >
      {initials(name)}
    </span>
  );
}
