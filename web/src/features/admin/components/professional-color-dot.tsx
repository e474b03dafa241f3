import { cn } from '@/lib/utils';
import { FALLBACK_PROFESSIONAL_COLOR } from '@core/constants.ts';

/** The professional's colour as a small dot (grey when unset). */
export function ProfessionalColorDot({ color, className }: { color?: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-3 shrink-0 rounded-full ring-2 ring-background', className)}
      style={{ backgroundColor: color || FALLBACK_PROFESSIONAL_COLOR }}
    />
  );
}
