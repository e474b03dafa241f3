import type { UseFormRegisterReturn } from 'react-hook-form';
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

/** A minimum notice typed as a number with its unit (minutos, horas, dias). */
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
    <div className="grid grid-cols-[minmax(0,1fr)_8rem] items-start gap-2">
      <NumberField id={id} label={label} hint={hint} error={error} {...amount} />
      <SelectField
        id={`${id}-unit`}
        label="Unidade"
        value={unit}
        onValueChange={(value) => onUnitChange(value as NoticeUnit)}
        options={noticeUnitOptions}
      />
    </div>
  );
}
