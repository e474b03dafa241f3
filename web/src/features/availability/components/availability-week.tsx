import { SectionCard } from '@/components/section-card';
import type { AvailabilityDto } from '../../../../../core/schemas/availability.ts';
import { WEEKDAY_NAMES } from '../../../../../core/weekdays.ts';
import { AvailabilityRow } from './availability-row';

/** The week from Domingo to Sábado, each day with its windows or 'Nenhum horário configurado'. */
export function AvailabilityWeek({ slots }: { slots: AvailabilityDto[] }) {
  return (
    <SectionCard
      title="Horários da semana"
      description="Desative um horário para pausá-lo sem perder a configuração."
      contentClassName="grid gap-5"
    >
      {WEEKDAY_NAMES.map((name, day) => {
        const daySlots = slots.filter((slot) => slot.dayOfWeek === day);
        const headingId = `availability-day-${day}`;
        return (
          <section key={name} aria-labelledby={headingId} className="grid gap-2">
            <h3 id={headingId} className="text-sm font-semibold">
              {name}
            </h3>
            {daySlots.length === 0 ? (
              <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
                Nenhum horário configurado
              </p>
            ) : (
              <ul className="grid gap-2">
                {daySlots.map((slot) => (
                  <AvailabilityRow key={slot.id} slot={slot} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </SectionCard>
  );
}
