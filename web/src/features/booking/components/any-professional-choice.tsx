import { CheckCircle2Icon, UsersIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/utils';
import { anyProfessionalMessages as m } from '@core/messages.ts';
import { NativeSelect } from './native-select';

type AnyProfessionalChoiceProps = {
  areas: string[];
  /** The office's services (decision 082): each chosen by its `choice` key. */
  services?: Array<{ choice: string; name: string }>;
  /** The area of the current 'any professional' choice; undefined when someone is named. */
  chosenArea?: string;
  onChoose: (area: string) => void;
};

const areaOptions = (areas: string[]) =>
  areas.map((name) => (
    <option key={name} value={name}>
      {name}
    </option>
  ));

/**
 * 'Qualquer profissional disponível' (decision 073): the client picks an area of practice, then
 * this card; the office gives the booking to a free professional of that area.
 */
export function AnyProfessionalChoice({
  areas,
  services = [],
  chosenArea,
  onChoose,
}: AnyProfessionalChoiceProps) {
  const id = useId();
  const [area, setArea] = useState(chosenArea ?? '');
  const selected = Boolean(chosenArea);
  return (
    <div className="grid gap-3 rounded-lg border border-dashed p-3 sm:grid-cols-2 sm:items-end sm:p-4">
      <div className="grid gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {services.length ? m.serviceOrArea : m.areaLabel}
        </label>
        <NativeSelect
          id={id}
          value={area}
          onChange={(event) => {
            setArea(event.target.value);
            if (selected && event.target.value) onChoose(event.target.value);
          }}
        >
          <option value="">{services.length ? m.chooseServiceOrArea : m.chooseArea}</option>
          {services.length > 0 && (
            <optgroup label={m.servicesGroup}>
              {services.map((service) => (
                <option key={service.choice} value={service.choice}>
                  {service.name}
                </option>
              ))}
            </optgroup>
          )}
          {areas.length > 0 && services.length > 0 ? (
            <optgroup label={m.areasGroup}>{areaOptions(areas)}</optgroup>
          ) : (
            areaOptions(areas)
          )}
        </NativeSelect>
      </div>
      <button
        type="button"
        aria-pressed={selected}
        disabled={!area}
        onClick={() => onChoose(area)}
        className={cn(
          'flex min-h-11 w-full items-center gap-3 rounded-lg border bg-background p-3 text-left transition-[color,background-color,box-shadow] outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-input/20',
          selected && 'border-primary bg-primary/5 ring-2 ring-primary/30 hover:bg-primary/10',
        )}
      >
        <UsersIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span className="min-w-0 flex-1 font-medium break-words">{m.anyProfessional}</span>
        <CheckCircle2Icon
          aria-hidden="true"
          className={cn('size-5 shrink-0 text-primary', !selected && 'invisible')}
        />
      </button>
    </div>
  );
}
