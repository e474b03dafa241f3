import type { ReactNode, Ref } from 'react';
import type { SlotDto } from '@core/schemas/appointments.ts';
import { formatLongDate } from '../lib/booking-dates';
import { SlotSuggestions } from './slot-suggestions';
import { StepCard } from './step-card';
import { TimeSlots, ZoneNote, type Zones } from './time-slots';

type TimeStepProps = {
  ref?: Ref<HTMLElement>;
  step: number;
  date?: string;
  /** The professional has services and none is chosen yet: its length sets the times. */
  needsService?: boolean;
  slots: SlotDto[];
  selected?: SlotDto;
  zones: Zones;
  suggestions: SlotDto[];
  onSelect: (slot: SlotDto, suggested: boolean) => void;
  /** A full day's 'Avise-me se abrir um horário' (issue 36), when the day can have a waitlist. */
  waitlist?: ReactNode;
};

/** The free times of the chosen day, and the server's suggestions after a refused booking. */
export function TimeStep({
  ref,
  step,
  date,
  needsService,
  slots,
  selected,
  zones,
  suggestions,
  onSelect,
  waitlist,
}: TimeStepProps) {
  return (
    <StepCard
      ref={ref}
      step={step}
      title="Escolha o horário"
      description={
        date ? (
          <span className="block first-letter:uppercase">{formatLongDate(date)}</span>
        ) : undefined
      }
    >
      <div className="grid gap-4">
        {suggestions.length > 0 && (
          <SlotSuggestions
            suggestions={suggestions}
            zones={zones}
            onSelect={(slot) => onSelect(slot, true)}
          />
        )}
        {needsService ? (
          <p className="text-sm text-muted-foreground">
            Escolha o serviço para ver os horários livres.
          </p>
        ) : !date ? (
          <p className="text-sm text-muted-foreground">
            Escolha um dia no calendário para ver os horários livres.
          </p>
        ) : slots.length ? (
          <>
            <ZoneNote zones={zones} />
            <TimeSlots
              slots={slots}
              zones={zones}
              selected={selected}
              onSelect={(slot) => onSelect(slot, false)}
            />
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">Nenhum horário livre neste dia.</p>
            {waitlist}
          </>
        )}
      </div>
    </StepCard>
  );
}
