import { CheckIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { textColorOn } from '@/lib/avatar';
import { PROFESSIONAL_COLORS, paletteColor } from '@core/professional-colors.ts';

type ProfessionalColorFieldProps = {
  id: string;
  value: string | undefined;
  error?: string;
  registration: UseFormRegisterReturn<'color'>;
};

/** 'Cor': the palette as round swatches, one radio button each, named 'Azul', 'Verde'... */
export function ProfessionalColorField({
  id,
  value,
  error,
  registration,
}: ProfessionalColorFieldProps) {
  const chosen = value ? paletteColor(value) : undefined;
  return (
    <fieldset
      className="grid content-start gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm leading-none font-medium">
        Cor
        {chosen && <span className="font-normal text-muted-foreground">: {chosen.name}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {PROFESSIONAL_COLORS.map((color) => (
          <label key={color.hex} title={color.name} className="relative">
            <input
              type="radio"
              value={color.hex}
              // Over the swatch, unseen: a click on the swatch is a click on the radio button.
              className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full ring-offset-2 ring-offset-background transition-shadow peer-checked:ring-2 peer-checked:ring-foreground peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60 peer-hover:scale-110 [&>svg]:hidden peer-checked:[&>svg]:block"
              style={{ backgroundColor: color.hex, color: textColorOn(color.hex) }}
            >
              <CheckIcon className="size-4" />
            </span>
            <span className="sr-only">{color.name}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
