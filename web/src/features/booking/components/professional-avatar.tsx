import { cn } from '@/lib/utils';
import { FALLBACK_PROFESSIONAL_COLOR } from '../../../../../core/constants.ts';

function initials(name: string) {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

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
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white shadow-sm',
        className,
      )}
      style={{ backgroundColor: color || FALLBACK_PROFESSIONAL_COLOR }}
    >
      {initials(name)}
    </span>
  );
}
