import { ShieldOffIcon } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField, TextareaField } from '@/components/form-field';
import { PHONE_INPUT_MAX_LENGTH } from '@core/phone.ts';
import type { AppointmentFormValues } from '../lib/appointment-form';
import { formatPhone } from '@core/phone.ts';

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

/** An anonymized appointment (LGPD) has no client data to edit: its time and the rest still can. */
export function AnonymizedClientNote() {
  return (
    <p className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
      <ShieldOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Os dados pessoais deste cliente foram apagados (LGPD). O horário, o profissional e o serviço
        continuam editáveis.
      </span>
    </p>
  );
}
