import { CheckCircle2Icon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { PublicProfessionalDto } from '@core/schemas/booking.ts';
import { ProfessionalAvatar } from './professional-avatar';

type ProfessionalPickerProps = {
  professionals: PublicProfessionalDto[];
  selectedId?: string;
  onSelect: (professionalId: string) => void;
};

/** Step 1 of a shared link: one card per professional with opening hours (colour, name, title). */
export function ProfessionalPicker({
  professionals,
  selectedId,
  onSelect,
}: ProfessionalPickerProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {professionals.map((professional) => {
        const selected = professional.id === selectedId;
        return (
          <li key={professional.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(professional.id)}
              className={cn(
                'flex h-full min-h-18 w-full items-center gap-3 rounded-lg border bg-background p-3 text-left transition-[color,background-color,box-shadow] outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4 dark:bg-input/20',
                selected &&
                  'border-primary bg-primary/5 ring-2 ring-primary/30 hover:bg-primary/10',
              )}
            >
              <ProfessionalAvatar name={professional.name} color={professional.color} />
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words">{professional.name}</span>
                <span className="block text-sm break-words text-muted-foreground">
                  {professional.title || 'Profissional'}
                </span>
                {(professional.areas ?? []).length > 0 && (
                  <span className="block text-xs break-words text-muted-foreground">
                    {professional.areas!.join(' · ')}
                  </span>
                )}
              </span>
              <CheckCircle2Icon
                aria-hidden="true"
                className={cn('size-5 shrink-0 text-primary', !selected && 'invisible')}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
