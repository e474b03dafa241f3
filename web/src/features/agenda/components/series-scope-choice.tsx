import { Label } from '@/components/ui/label';

export type SeriesScope = 'one' | 'following';

type SeriesScopeChoiceProps = { value: SeriesScope; onChange: (value: SeriesScope) => void };

/** For an occurrence of a series: 'Somente este' or 'Este e os seguintes'. */
export function SeriesScopeChoice({ value, onChange }: SeriesScopeChoiceProps) {
  return (
    <div role="radiogroup" aria-label="Aplicar a" className="flex flex-wrap gap-4 text-sm">
      {(
        [
          ['one', 'Somente este'],
          ['following', 'Este e os seguintes'],
        ] as const
      ).map(([scope, label]) => (
        <Label key={scope} className="flex items-center gap-2 font-normal">
          <input
            type="radio"
            name="series-scope"
            className="size-4 accent-primary"
            checked={value === scope}
            onChange={() => onChange(scope)}
          />
          {label}
        </Label>
      ))}
    </div>
  );
}
