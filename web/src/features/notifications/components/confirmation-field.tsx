import { Controller } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import { CONFIRMATION_MINUTES_OPTIONS } from '@core/constants.ts';
import { notificationsMessages as n } from '@core/messages.ts';
import { humanizeMinutes } from '@core/scheduling/format-instant.ts';
import { useSettingsForm } from '../lib/settings-form';

const OFF = 'off';

/** '24 horas antes'; a time saved through the API that is not whole hours: '1 dia e 30 minutos antes'. */
const labelOf = (minutes: number) =>
  minutes % 60 === 0 && minutes <= 2880
    ? n.confirmationHoursBefore(minutes / 60)
    : `${humanizeMinutes(minutes)} antes`;

/** The offered times, and the saved one when the API set another. */
function optionsWith(current: number | null | undefined) {
  const minutes: number[] = [...CONFIRMATION_MINUTES_OPTIONS];
  if (current && !minutes.includes(current)) minutes.push(current);
  return [
    { value: OFF, label: n.confirmationOff },
    ...minutes
      .sort((a, b) => a - b)
      .map((value) => ({ value: String(value), label: labelOf(value) })),
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
          label={n.confirmationLabel}
          hint={n.confirmationHelp}
          error={fieldState.error?.message}
          value={field.value ? String(field.value) : OFF}
          onValueChange={(value) => field.onChange(value === OFF ? null : Number(value))}
          options={optionsWith(field.value)}
        />
      )}
    />
  );
}
