import { describedBy, FieldFrame } from '@/components/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

/** `disabled` options stay listed, with a `note` that says why they cannot be chosen. */
export type SelectOption = { value: string; label: string; disabled?: boolean; note?: string };

type SelectFieldProps = {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Shown while nothing is chosen (value ''). */
  placeholder?: string;
};

/** A labelled select (Radix) with its hint and inline error. */
export function SelectField({
  options,
  value,
  onValueChange,
  disabled,
  placeholder,
  ...frame
}: SelectFieldProps) {
  return (
    <FieldFrame {...frame}>
      <Select
        value={value}
        // Radix's hidden native select reports '' while the chosen value has no option yet (a
        // list still loading): no option is '', so that is never a choice, and is dropped.
        onValueChange={(next) => next !== '' && onValueChange(next)}
        disabled={disabled}
      >
        <SelectTrigger id={frame.id} {...describedBy(frame)}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
              {option.note && <span className="text-muted-foreground"> · {option.note}</span>}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FieldFrame>
  );
}
