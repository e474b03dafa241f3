import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy } from '@/components/form-field';
import { NumberField } from '@/components/number-field';
import { SelectField } from '@/components/select-field';
import { type NoticeUnit, noticeUnitOptions } from '@/lib/notice-units';

type NoticeFieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  amount: UseFormRegisterReturn;
  unit: NoticeUnit;
  onUnitChange: (unit: NoticeUnit) => void;
};

/**
 * A minimum notice typed as a number with its unit (minutos, horas, dias); the hint and the error
 * run under both, tied to the number.
 */
export function NoticeField({
  id,
  label,
  hint,
  error,
  amount,
  unit,
  onUnitChange,
}: NoticeFieldProps) {
  return (
    <div className="grid content-start gap-2">
      <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] items-end gap-2">
        <NumberField id={id} label={label} {...describedBy({ id, error, hint })} {...amount} />
        <SelectField
          id={`${id}-unit`}
          label="Unidade"
          value={unit}
          onValueChange={(value) => onUnitChange(value as NoticeUnit)}
          options={noticeUnitOptions}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
