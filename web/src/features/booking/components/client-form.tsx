import { MessageSquareTextIcon } from 'lucide-react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { FormField, TextareaField } from '@/components/form-field';
import { toast } from '@/components/ui/use-toast';
import { formResolver } from '@/lib/form-resolver';
import { bookingMessages, intakeMessages, validationMessages } from '@core/messages.ts';
import type { PublicIntakeDto } from '@core/schemas/intake-dto.ts';
import { PHONE_INPUT_MAX_LENGTH, formatPhone } from '@core/phone.ts';
import type { BookingFormSettingsDto } from '@core/schemas/booking-form.ts';
import {
  type ClientDetails,
  type ClientFormValues,
  clientFormSchema,
  emptyClientForm,
  requiredMessages,
} from '../lib/client-form';
import { type IntakeBody, answersOf, intakeFor } from '../lib/booking-intake';
import { BOOKING_FORM_ID } from '../lib/form-id';
import { ConsentBox } from './consent-box';
import { IntakeFields } from './intake-fields';

type ClientFormProps = {
  settings: BookingFormSettingsDto;
  /** The office's questions, what is booked (they apply by it) and its notice (decision 084). */
  intake?: {
    all: PublicIntakeDto | undefined;
    chosen: (string | null | undefined)[];
    privacyHref?: string;
  };
  onSubmit: (
    details: ClientDetails,
    setError: UseFormSetError<ClientFormValues>,
    answers: IntakeBody,
  ) => unknown;
};

/** The first field's message; an answer's error is under its question: then the general one. */
const firstMessage = (message: unknown) =>
  typeof message === 'string' ? message : intakeMessages.answersInvalid;

const optional = (label: string, required: boolean) => (required ? label : `${label} (opcional)`);

/** The client's details, as the professional's booking form asks (SPEC §3, §5). */
export function ClientForm({ settings, intake: office, onSubmit }: ClientFormProps) {
  const intake = office && {
    ...intakeFor(office.all, office.chosen),
    privacyHref: office.privacyHref,
  };
  const { register, handleSubmit, formState, setError } = useForm<
    ClientFormValues,
    unknown,
    ClientDetails
  >({
    resolver: formResolver(clientFormSchema(settings, intake)),
    defaultValues: emptyClientForm,
  });
  const { errors } = formState;
  const phone = register('clientPhone');

  // The server's field errors use the request's names; only the client's own fields are shown.
  const setClientError: UseFormSetError<ClientFormValues> = (field, error, options) => {
    const own = field in emptyClientForm || field.startsWith('intakeAnswers.');
    if (own) setError(field, error, options);
  };

  const submit = handleSubmit(
    (values) => onSubmit(values, setClientError, intake ? answersOf(intake, values) : {}),
    (invalid) => {
      const answers = Object.values(invalid.intakeAnswers ?? {});
      const missing = [...Object.values(invalid), ...answers].some(
        (error) => typeof error?.message === 'string' && requiredMessages.includes(error.message),
      );
      toast({
        variant: 'destructive',
        title: missing ? bookingMessages.requiredTitle : 'Verifique seus dados',
        description: missing
          ? validationMessages.requiredFields
          : firstMessage(Object.values(invalid)[0]?.message),
      });
    },
  );
  return (
    <form id={BOOKING_FORM_ID} onSubmit={submit} noValidate className="grid gap-5">
      {settings.customMessage && (
        <p className="flex gap-3 rounded-lg bg-muted p-3 text-sm whitespace-pre-line">
          <MessageSquareTextIcon
            className="mt-0.5 size-4 shrink-0 text-primary"
            aria-hidden="true"
          />
          {settings.customMessage}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="booking-name"
          label="Nome"
          autoComplete="name"
          error={errors.clientName?.message}
          aria-required="true"
          {...register('clientName')}
        />
        <FormField
          id="booking-email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="voce@exemplo.com.br"
          error={errors.clientEmail?.message}
          aria-required="true"
          {...register('clientEmail')}
        />
        {settings.showPhone && (
          <FormField
            id="booking-phone"
            label={optional('Telefone', settings.requirePhone)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+55(11) 98765-4321"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            error={errors.clientPhone?.message}
            aria-required={settings.requirePhone ? 'true' : undefined}
            {...phone}
            onChange={(event) => {
              event.target.value = formatPhone(event.target.value);
              return phone.onChange(event);
            }}
          />
        )}
      </div>
      {settings.showNotes && (
        <TextareaField
          id="booking-notes"
          label={optional('Observações', settings.requireNotes)}
          placeholder="Conte brevemente o assunto, se quiser."
          rows={3}
          error={errors.notes?.message}
          aria-required={settings.requireNotes ? 'true' : undefined}
          {...register('notes')}
        />
      )}
      {intake && intake.questions.length > 0 && (
        <div className="grid gap-5 sm:grid-cols-2">
          <IntakeFields questions={intake.questions} register={register} errors={errors} />
        </div>
      )}
      {intake?.consentRequired && (
        <ConsentBox
          href={intake.privacyHref}
          error={errors.privacyAccepted?.message}
          {...register('privacyAccepted')}
        />
      )}
    </form>
  );
}
