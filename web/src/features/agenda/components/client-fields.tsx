import type { UseFormReturn } from 'react-hook-form';
import { FormField, TextareaField } from '@/components/form-field';
import { PHONE_INPUT_MAX_LENGTH } from '../../../../../core/phone.ts';
import type { AppointmentFormValues } from '../lib/appointment-form';
import { formatPhone } from '../../../../../core/phone.ts';

type ClientFieldsProps = { form: UseFormReturn<AppointmentFormValues> };

/** Nome do cliente, E-mail, Telefone (+55(XX) XXXXX-XXXX as typed) and Observações. */
export function ClientFields({ form }: ClientFieldsProps) {
  const { register, formState } = form;
  const { errors } = formState;
  const phone = register('clientPhone');
  return (
    <>
      <FormField
        id="appointment-client-name"
        label="Nome do cliente"
        autoComplete="off"
        error={errors.clientName?.message}
        {...register('clientName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="appointment-client-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.clientEmail?.message}
          {...register('clientEmail')}
        />
        <FormField
          id="appointment-client-phone"
          label="Telefone"
          type="tel"
          inputMode="tel"
          placeholder="+55(11) 98765-4321"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          error={errors.clientPhone?.message}
          {...phone}
          onChange={(event) => {
            event.target.value = formatPhone(event.target.value);
            return phone.onChange(event);
          }}
        />
      </div>
      <TextareaField
        id="appointment-notes"
        label="Observações"
        rows={2}
        error={errors.notes?.message}
        {...register('notes')}
      />
    </>
  );
}
