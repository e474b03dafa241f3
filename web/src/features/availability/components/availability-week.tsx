import { CopyIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import type { AvailabilityDto } from '@core/schemas/availability.ts';
import { WEEKDAY_NAMES } from '@core/weekdays.ts';
import { AvailabilityRow } from './availability-row';
import { CopyDayDialog } from './copy-day-dialog';

type AvailabilityWeekProps = {
  slots: AvailabilityDto[];
  /** Set when an admin edits a professional's hours. */
  userId?: string;
  /** Shown above the days, e.g. the interval kept between appointments. */
  notice?: ReactNode;
};

/**
 * The week from Domingo to Sábado, each day with its windows or 'Nenhum horário configurado', and
 * on each day with hours 'Copiar para outros dias'.
 */
export function AvailabilityWeek({ slots, userId, notice }: AvailabilityWeekProps) {
  // The day stays set while the dialog closes, so its text does not change as it fades out.
  const [copy, setCopy] = useState({ day: 1, open: false });
  return (
    <SectionCard
      title="Horários da semana"
      description="Desative um horário para pausá-lo sem perder a configuração."
      contentClassName="grid gap-5"
    >
      {notice}
      {WEEKDAY_NAMES.map((name, day) => {
        const daySlots = slots.filter((slot) => slot.dayOfWeek === day);
        const headingId = `availability-day-${day}`;
        return (
          <section key={name} aria-labelledby={headingId} className="grid gap-2">
            <div className="flex min-h-8 flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <h3 id={headingId} className="text-sm font-semibold">
                {name}
              </h3>
              {daySlots.length > 0 && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-describedby={headingId}
                  onClick={() => setCopy({ day, open: true })}
                >
                  <CopyIcon aria-hidden="true" />
                  {/* Phones show 'Copiar'; the name stays 'Copiar para outros dias'. */}
                  <span>
                    Copiar<span className="max-sm:sr-only"> para outros dias</span>
                  </span>
                </Button>
              )}
            </div>
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
      <CopyDayDialog
        day={copy.day}
        windows={slots.filter((slot) => slot.dayOfWeek === copy.day)}
        userId={userId}
        open={copy.open}
        onClose={() => setCopy((current) => ({ ...current, open: false }))}
      />
    </SectionCard>
  );
}
