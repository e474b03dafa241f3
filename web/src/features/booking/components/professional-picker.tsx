import { CheckCircle2Icon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { PublicProfessionalDto } from '../../../../../core/schemas/booking.ts';
import { ProfessionalAvatar } from './professional-avatar';

type ProfessionalPickerProps = {
  professionals: PublicProfessionalDto[];
  selectedId?: string;
  onSelect: (professionalId: string) => void;
};

// Those without opening hours go last.
const openFirst = (professionals: PublicProfessionalDto[]) =>
  [...professionals].sort(
    (a, b) => Number(!a.availability.length) - Number(!b.availability.length),
  );

/** Step 1 of a shared link: one card per professional (colour, name, title). */
export function ProfessionalPicker({
  professionals,
  selectedId,
  onSelect,
}: ProfessionalPickerProps) {
  if (!professionals.length) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        Nenhum profissional disponível para agendamento no momento.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {openFirst(professionals).map((professional) => {
        const selected = professional.id === selectedId;
        // Nobody can book a professional without opening hours: shown, but not offered.
        const closed = professional.availability.length === 0;
        return (
          <li key={professional.id}>
            <button
              type="button"
              aria-pressed={selected}
              disabled={closed && !selected}
              onClick={() => onSelect(professional.id)}
              className={cn(
                'flex h-full min-h-18 w-full items-center gap-3 rounded-lg border bg-background p-3 text-left transition-[color,background-color,box-shadow] outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60 disabled:hover:bg-background sm:p-4 dark:bg-input/20',
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
                {closed && (
                  <span className="block text-xs text-muted-foreground">Sem horários abertos</span>
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
