import { DateField } from '@/components/date-field';
import { FormField } from '@/components/form-field';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { type RepeatChoice, repeatOptions } from '../lib/repeat-choice';

type RepeatFieldsProps = {
  value: RepeatChoice;
  onChange: (value: RepeatChoice) => void;
  error?: string | undefined;
};

/** 'Repetir' and 'Termina' of a new appointment: weekly or every N weeks, N times or until a date. */
export function RepeatFields({ value, onChange, error }: RepeatFieldsProps) {
  const set = (changes: Partial<RepeatChoice>) => onChange({ ...value, ...changes });
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Repetir</legend>
      <Select value={value.every} onValueChange={(every) => set({ every })}>
        <SelectTrigger aria-label="Repetir" className="w-full sm:w-64">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {repeatOptions.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {value.every !== '0' && (
        <div className="grid gap-3">
          <div role="radiogroup" aria-label="Termina" className="flex flex-wrap gap-4 text-sm">
            <span className="font-medium">Termina</span>
            {(
              [
                ['count', 'Após N vezes'],
                ['until', 'Em uma data'],
              ] as const
            ).map(([ends, label]) => (
              <Label key={ends} className="flex items-center gap-2 font-normal">
                <input
                  type="radio"
                  name="repeat-ends"
                  className="size-4 accent-primary"
                  checked={value.ends === ends}
                  onChange={() => set({ ends })}
                />
                {label}
              </Label>
            ))}
          </div>
          {value.ends === 'count' ? (
            <FormField
              id="repeat-count"
              label="Quantas vezes"
              inputMode="numeric"
              className="sm:w-32"
              value={value.count}
              error={error}
              onChange={(event) =>
                set({ count: event.target.value.replace(/\D/g, '').slice(0, 2) })
              }
            />
          ) : (
            <DateField
              id="repeat-until"
              label="Até"
              className="sm:w-40"
              value={value.until}
              error={error}
              onChange={(event) => set({ until: event.target.value })}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
