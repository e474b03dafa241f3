import { Controller } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import { CONFIRMATION_MINUTES_OPTIONS } from '@core/constants.ts';
import { confirmationMessages as c } from '@core/messages.ts';
import { useSettingsForm } from '../lib/settings-form';

const OFF = 'off';

/** The offered times, and the saved one when the API set another. */
function optionsWith(current: number | null | undefined) {
  const minutes: number[] = [...CONFIRMATION_MINUTES_OPTIONS];
  if (current && !minutes.includes(current)) minutes.push(current);
  return [
    { value: OFF, label: c.settingOff },
    ...minutes
      .sort((a, b) => a - b)
      .map((value) => ({ value: String(value), label: c.settingOption(value) })),
  ];
}

/** 'Pedir confirmação de presença' (decision 087): when the client's reminder asks them to confirm. */
export function ConfirmationField() {
  const { control } = useSettingsForm();
  return (
    <Controller
      control={control}
      name="confirmationMinutes"
      render={({ field, fieldState }) => (
        <SelectField
          id="confirmation-minutes"
          label={c.settingLabel}
          hint={c.settingHelp}
          error={fieldState.error?.message}
          value={field.value ? String(field.value) : OFF}
          onValueChange={(value) => field.onChange(value === OFF ? null : Number(value))}
          options={optionsWith(field.value)}
        />
      )}
    />
  );
}
