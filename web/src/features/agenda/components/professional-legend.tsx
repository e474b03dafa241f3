import { FALLBACK_PROFESSIONAL_COLOR } from '@core/constants.ts';
import type { AgendaProfessional } from '../lib/appointment-display';

/** Which colour is whose on the shared agenda: a dot and the name of each professional shown. */
export function ProfessionalLegend({
  professionals,
}: {
  professionals: readonly AgendaProfessional[];
}) {
  if (professionals.length < 2) return null;
  return (
    <ul
      aria-label="Cores dos profissionais"
      className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground"
    >
      {professionals.map((professional) => (
        <li key={professional.id} className="flex min-w-0 items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: professional.color || FALLBACK_PROFESSIONAL_COLOR }}
          />
          <span className="truncate">{professional.name}</span>
        </li>
      ))}
    </ul>
  );
}
