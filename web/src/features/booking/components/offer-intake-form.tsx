import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { getFieldErrors } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import type { PublicIntakeDto } from '@core/schemas/intake-dto.ts';
import { type IntakeBody, answersOf } from '../lib/booking-intake';
import { type ClientFormValues, emptyClientForm, intakeFormFields } from '../lib/client-form';
import { ConsentBox } from './consent-box';
import { IntakeFields } from './intake-fields';

type OfferIntakeFormProps = {
  /** The office's questions for what the offer holds, and whether its notice must be accepted. */
  intake: PublicIntakeDto;
  privacyHref: string | null;
  pending: boolean;
  /** The submit button's content. */
  children: ReactNode;
  /** Books the offer; a refusal's field errors are shown under their fields. */
  onSubmit: (body: IntakeBody) => Promise<unknown>;
};

/**
 * A waitlist offer's booking (issue 36): the office's questions and privacy notice as the
 * booking form asks them (decision 084), then the button that books. Loaded on demand.
 */
export function OfferIntakeForm({
  intake,
  privacyHref,
  pending,
  children,
  onSubmit,
}: OfferIntakeFormProps) {
  const schema = z.object(intakeFormFields(intake));
  const { register, handleSubmit, formState, setError } = useForm<
    ClientFormValues,
    unknown,
    z.output<typeof schema>
  >({ resolver: formResolver(schema), defaultValues: emptyClientForm });
  const { errors } = formState;
  const submit = handleSubmit((values) =>
    onSubmit(answersOf(intake, values)).catch((error: unknown) => {
      for (const [field, message] of Object.entries(getFieldErrors(error))) {
        if (field === 'privacyAccepted' || field.startsWith('intakeAnswers.')) {
          setError(field as 'privacyAccepted', { type: 'server', message });
        }
      }
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {intake.questions.length > 0 && (
        <div className="grid gap-5">
          <IntakeFields questions={intake.questions} register={register} errors={errors} />
        </div>
      )}
      {intake.consentRequired && (
        <ConsentBox
          href={privacyHref ?? undefined}
          error={errors.privacyAccepted?.message}
          {...register('privacyAccepted')}
        />
      )}
      <Button type="submit" size="lg" disabled={pending}>
        {children}
      </Button>
    </form>
  );
}
